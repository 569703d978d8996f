// The bytes of one font file, read once into memory that never moves.
//
// FreeType (FT_New_Memory_Face) and HarfBuzz (hb_blob_create, read-only mode) both keep pointers into
// the buffer instead of copying it, so it must outlive every face made from it: the faces hold a strong
// reference to this object. The size is checked with fstat *before* anything is allocated, so a huge
// file is rejected without a huge allocation.
//
// Invariant: `base` holds `count` bytes (at least one allocated), written only in `init` (FileAccess reads
// exactly `count` bytes into it or throws) and freed in `deinit`; reads check `offset + 4 ≤ count` first
// (asserted).
import FileAccess
import Glibc

/// Immutable, heap-allocated font file contents with a stable address.
final class FontBytes: @unchecked Sendable {
    // @unchecked Sendable: the buffer is written only in `init` and is read-only afterwards.
    let base: UnsafeMutableRawPointer
    let count: Int

    /// Copies `bytes` into a new stable buffer.
    init(copying bytes: [UInt8]) {
        count = bytes.count
        base = UnsafeMutableRawPointer.allocate(byteCount: max(1, bytes.count), alignment: 16)
        bytes.withUnsafeBytes { source in
            if let from = source.baseAddress, source.count > 0 { base.copyMemory(from: from, byteCount: source.count) }
        }
    }

    /// Reads the file at `path`, refusing files larger than `limit` bytes. The file is opened through
    /// FileAccess (non-blocking, must be a regular file), so a FIFO in the fonts folder cannot hang it.
    init(contentsOf path: String, limit: Int) throws(TypographyError) {
        let file: RegularFile
        do { file = try RegularFile.open(path) } catch {
            if case .notRegularFile = error { throw .unreadableFile(path: path, reason: "not a regular file") }
            if case .system(_, _, let code) = error {
                throw .unreadableFile(path: path, reason: FileAccessError.plainWords(code))
            }
            throw .unreadableFile(path: path, reason: error.description)
        }
        defer { file.close() }
        let size = file.byteCount
        guard size <= limit else { throw .fileTooLarge(path: path, byteCount: size, limit: limit) }
        guard size > 0 else { throw .unusableFont(path: path, reason: "empty file") }
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
        do { try file.read(into: buffer, count: size) } catch {
            buffer.deallocate()
            if case .system(_, _, let code) = error, code != EIO {
                throw .unreadableFile(path: path, reason: FileAccessError.plainWords(code))
            }
            throw .unreadableFile(path: path, reason: "file shrank while reading")
        }
        base = buffer
        count = size
    }

    deinit { base.deallocate() }

    /// Reads a big-endian 32-bit value at `offset`, or nil past the end.
    func uint32(at offset: Int) -> UInt32? {
        guard offset >= 0, offset + 4 <= count else { return nil }
        assert(count > 0 && offset + 3 < count, "FontBytes: read past the font's bytes")
        let p = base.assumingMemoryBound(to: UInt8.self)
        return UInt32(p[offset]) << 24 | UInt32(p[offset + 1]) << 16 | UInt32(p[offset + 2]) << 8 | UInt32(p[offset + 3])
    }
}
