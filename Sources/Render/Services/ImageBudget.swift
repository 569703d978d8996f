// The decoded pixels of one render's images, counted as the resolver asks for them
// (docs/limits.md). Every image a widget shows stays decoded until it is drawn, and the image store's own
// bound (ImageStore.byteLimit) cannot free what the render still holds, so many distinct images in small
// frames (cheap to draw, so the work budget lets them through) could decode gigabytes. Past the limit no
// further image is decoded, and the renderer refuses the widget before layout.
//
// File bytes are priced too: a PNG file may hold far more compressed bytes than its pixels need
// (trailing data, which the decoder no longer inflates, but still reads), and twenty symbolic links to one
// 30 MB file are twenty distinct sources. The bytes of the files of distinct file sources are counted
// (their size, links followed) against `maximumFileBytes`.
#if canImport(Glibc)
import Glibc
#endif
import Drawing
import Synchronization
import Views

/// Counts the pixels of the distinct images one render decodes; shared by the copies of its services.
public final class ImageBudget: Sendable {
    /// The most decoded pixels of distinct images in one render: 16 Mi (64 MiB of RGBA), four images at
    /// the 4 Mi-pixel decode limit.
    public static let defaultMaximumPixels = 16 << 20

    /// The most bytes of image files one render reads: 64 MiB, two files at the 32 MiB file limit.
    public static let defaultMaximumFileBytes = 64 << 20

    /// The limit this budget enforces.
    public let maximumPixels: Int
    /// The limit on file bytes read.
    public let maximumFileBytes: Int
    private let state = Mutex(State())

    private struct State {
        var sources: Set<ImageSource> = []
        var pixels = 0
        var fileBytes = 0
    }

    /// A budget of `maximumPixels` decoded pixels and `maximumFileBytes` bytes of image files.
    public init(maximumPixels: Int = ImageBudget.defaultMaximumPixels,
                maximumFileBytes: Int = ImageBudget.defaultMaximumFileBytes) {
        self.maximumPixels = max(0, maximumPixels)
        self.maximumFileBytes = max(0, maximumFileBytes)
    }

    /// Pixels of the distinct images counted so far.
    public var pixels: Int { state.withLock { $0.pixels } }

    /// Throws once the images counted so far exceed the limit, so no further image is decoded.
    func admit(_ source: ImageSource) throws(RenderError.Reason) {
        let (new, pixels, fileBytes) = state.withLock { (!$0.sources.contains(source), $0.pixels, $0.fileBytes) }
        guard new else { return }
        if pixels > maximumPixels { throw overBudget(pixels) }
        if fileBytes > maximumFileBytes { throw overFileBudget(fileBytes) }
    }

    /// Counts `source`'s decoded pixels once.
    func record(_ source: ImageSource, pixelCount: Int) {
        state.withLock { state in
            if state.sources.insert(source).inserted {
                state.pixels = state.pixels.addingClamped(pixelCount)
                state.fileBytes = state.fileBytes.addingClamped(Self.fileByteCount(of: source))
            }
        }
    }

    /// Throws when the images counted exceed the limit.
    public func check() throws(RenderError.Reason) {
        let (counted, fileBytes) = state.withLock { ($0.pixels, $0.fileBytes) }
        if counted > maximumPixels { throw overBudget(counted) }
        if fileBytes > maximumFileBytes { throw overFileBudget(fileBytes) }
    }

    /// The size of a file source's file (symbolic links followed), 0 for other sources or a missing file.
    static func fileByteCount(of source: ImageSource) -> Int {
        let path: String
        switch source {
        case .file(let file): path = file
        case .fileInFolder(let file, _): path = file
        default: return 0
        }
        var status = stat()
        guard stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return 0 }
        return Int(status.st_size)
    }

    private func overFileBudget(_ bytes: Int) -> RenderError.Reason {
        .overBudget("the images' files hold \(bytes >> 20) MiB in all; the limit is \(maximumFileBytes >> 20) MiB "
                    + "(fewer or smaller image files)")
    }

    private func overBudget(_ counted: Int) -> RenderError.Reason {
        .overBudget("the images need more than \(RenderBudget.millions(counted)) million decoded pixels; the limit "
                    + "is \(RenderBudget.millions(maximumPixels)) million (fewer or smaller images)")
    }
}
