// Finds every type linked into the process that conforms to one of our protocols, by reading the Swift
// runtime's protocol-conformance records: how Swift Testing's first discovery found its test containers
// and how Xcode finds previews, without the user listing them.
//
// 1. Images: `swift_enumerateAllMetadataSections` (exported by libswiftCore on ELF platforms) calls us
//    once per loaded image with its `MetadataSections` (SwiftShims/MetadataSections.h: version, base
//    address, two unused words, then one {start, length} range per section, `swift5_protocols` first and
//    `swift5_protocol_conformances` second).
// 2. Records: that section is an array of 32-bit relative pointers, each to a protocol conformance
//    descriptor (the ABI's `TargetProtocolConformanceDescriptor`: protocol, type reference, witness
//    table pattern, flags — each a 32-bit word; the first two relative).
// 3. Protocol: its relative pointer is indirectable (bit 0 set: it points at a slot that holds the
//    descriptor's address, for a protocol of another image). A protocol descriptor is a context
//    descriptor (flags, parent) followed by its name; we compare the name and the parent module's name.
// 4. Type: the flags' bits 3–5 say how the type is referenced (0 direct, 1 indirect descriptor; the
//    Objective-C kinds do not occur on Linux). Generic types are skipped (their metadata needs
//    arguments); a non-generic type's descriptor holds a relative pointer to its metadata accessor,
//    which we call with a blocking request (0) to get the metadata.
//
// Invariant: every address read lies inside a record section the runtime reported (the walk asserts
// each record is within its range) or is a descriptor, name or accessor those records point to, which
// the compiler emitted for this purpose and the runtime itself reads the same way; nothing is written.
import Glibc

/// The runtime's callback: one image's sections; return true to go on.
private typealias SectionsCallback = @convention(c) (UnsafeRawPointer, UnsafeMutableRawPointer?) -> Bool

@_silgen_name("swift_enumerateAllMetadataSections")
private func swift_enumerateAllMetadataSections(_ body: SectionsCallback, _ context: UnsafeMutableRawPointer?)

/// A metadata accessor called through the C convention: the request in the first argument register,
/// the metadata in the first result register (the `MetadataResponse`'s first word).
private typealias MetadataAccessor = @convention(c) (Int) -> UnsafeRawPointer?

/// What one scan looks for and what it found.
private final class ScanState {
    let protocolNames: Set<String>
    let moduleName: String
    var found: [(protocolName: String, type: Any.Type)] = []

    init(protocolNames: Set<String>, moduleName: String) {
        self.protocolNames = protocolNames
        self.moduleName = moduleName
    }
}

extension ConformanceScan {
    /// Every non-generic type conforming to one of `protocolNames` declared in `moduleName`, in the
    /// order the records lie in memory (callers sort).
    static func conformingTypes(to protocolNames: Set<String>, declaredIn moduleName: String)
        -> [(protocolName: String, type: Any.Type)]
    {
        let state = ScanState(protocolNames: protocolNames, moduleName: moduleName)
        let context = Unmanaged.passRetained(state)
        defer { context.release() }
        swift_enumerateAllMetadataSections({ sections, context in
            guard let context else { return false }
            let state = Unmanaged<ScanState>.fromOpaque(context).takeUnretainedValue()
            // Step 1: version, base address, unused0, unused1, swift5_protocols {start, length},
            // then swift5_protocol_conformances {start, length}.
            let word = MemoryLayout<UInt>.size
            let start = sections.load(fromByteOffset: 6 * word, as: UInt.self)
            let length = sections.load(fromByteOffset: 7 * word, as: UInt.self)
            guard start != 0, length >= 4, let base = UnsafeRawPointer(bitPattern: start) else { return true }
            ConformanceScan.scan(records: base, byteCount: Int(length), into: state)
            return true
        }, context.toOpaque())
        return state.found
    }

    /// Step 2: each record of one image.
    private static func scan(records base: UnsafeRawPointer, byteCount: Int, into state: ScanState) {
        let count = byteCount / 4
        for index in 0..<count {
            let offset = index * 4
            assert(offset + 4 <= byteCount, "record outside its section")
            let record = base + offset
            guard let descriptor = relative(record) else { continue }
            guard let protocolDescriptor = indirectable(descriptor),
                  let name = contextName(protocolDescriptor),
                  state.protocolNames.contains(name),
                  moduleName(of: protocolDescriptor) == state.moduleName,
                  let type = conformingType(descriptor)
            else { continue }
            state.found.append((name, type))
        }
    }

    /// The target of a 32-bit relative pointer at `address`; nil when it is null.
    private static func relative(_ address: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = address.loadUnaligned(as: Int32.self)
        return offset == 0 ? nil : address + Int(offset)
    }

    /// Step 3: a relative indirectable pointer (bit 0: through a slot holding the address).
    private static func indirectable(_ address: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = address.loadUnaligned(as: Int32.self)
        if offset == 0 { return nil }
        if offset & 1 == 0 { return address + Int(offset) }
        let slot = address + Int(offset & ~1)
        return slot.load(as: UnsafeRawPointer?.self)
    }

    /// A named context descriptor's name: flags, parent, then the name's relative pointer.
    private static func contextName(_ descriptor: UnsafeRawPointer) -> String? {
        guard let name = relative(descriptor + 8) else { return nil }
        return String(cString: name.assumingMemoryBound(to: CChar.self))
    }

    /// The name of the module a protocol is declared in (its parent context, a module descriptor).
    private static func moduleName(of descriptor: UnsafeRawPointer) -> String? {
        guard let parent = indirectable(descriptor + 4) else { return nil }
        let kind = parent.load(as: UInt32.self) & 0x1F
        guard kind == 0 else { return nil }  // 0: module
        return contextName(parent)
    }

    /// Step 4: the conforming type's metadata, when it is a non-generic nominal type.
    private static func conformingType(_ conformance: UnsafeRawPointer) -> Any.Type? {
        let flags = conformance.load(fromByteOffset: 12, as: UInt32.self)
        let referenceKind = (flags >> 3) & 0x7
        let typeDescriptor: UnsafeRawPointer?
        switch referenceKind {
        case 0: typeDescriptor = relative(conformance + 4)
        case 1: typeDescriptor = relative(conformance + 4).flatMap { $0.load(as: UnsafeRawPointer?.self) }
        default: return nil
        }
        guard let typeDescriptor else { return nil }
        let typeFlags = typeDescriptor.load(as: UInt32.self)
        let kind = typeFlags & 0x1F
        let isGeneric = typeFlags & 0x80 != 0
        guard (16...18).contains(kind), !isGeneric else { return nil }  // class, struct, enum
        // Type context descriptor: flags, parent, name, access function.
        guard let accessor = relative(typeDescriptor + 12) else { return nil }
        let function = unsafeBitCast(accessor, to: MetadataAccessor.self)
        guard let metadata = function(0) else { return nil }
        return unsafeBitCast(metadata, to: Any.Type.self)
    }
}
