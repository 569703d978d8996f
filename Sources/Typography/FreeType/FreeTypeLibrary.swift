// One FreeType library instance (FT_Library) per font registry.
//
// FreeType's threading rules (FreeType 2.6+ documentation, "FT_Library"): creating and destroying faces
// on one library must be serialized; different faces may then be used from different threads as long
// as each face is used by one thread at a time. `withLock` provides the first guarantee; FreeTypeFace
// provides the second with a lock of its own.
import CFreeType
import Synchronization

/// Owns an `FT_Library`, freed when the last face made from it is gone.
final class FreeTypeLibrary: @unchecked Sendable {
    // @unchecked Sendable: `handle` is only used inside `withLock`, which serializes all access.
    private let handle: FT_Library
    private let lock = Mutex<Void>(())

    init() throws(TypographyError) {
        var library: FT_Library?
        let error = FT_Init_FreeType(&library)
        guard error == 0, let library else {
            throw .freeType(operation: "FT_Init_FreeType", code: Int(error), message: freeTypeErrorMessage(error))
        }
        handle = library
    }

    deinit { FT_Done_FreeType(handle) }

    /// Runs `body` with exclusive access to the library.
    func withLock<R>(_ body: (FT_Library) -> R) -> R {
        lock.withLock { _ in body(handle) }
    }
}

/// FreeType's name for an error code (FreeType is built without FT_CONFIG_OPTION_ERROR_STRINGS on most
/// distributions, so the common codes of fterrdef.h are spelled out here).
func freeTypeErrorMessage(_ code: FT_Error) -> String {
    if let text = FT_Error_String(code) { return String(cString: text) }
    switch code {
    case 0x01: return "cannot open resource"
    case 0x02: return "unknown file format"
    case 0x03: return "broken file"
    case 0x04: return "invalid FreeType version"
    case 0x06: return "invalid argument"
    case 0x07: return "unimplemented feature"
    case 0x08: return "broken table"
    case 0x09: return "broken offset within table"
    case 0x10: return "invalid glyph index"
    case 0x11: return "invalid character code"
    case 0x12: return "unsupported glyph image format"
    case 0x14: return "invalid outline"
    case 0x15: return "invalid composite glyph"
    case 0x17: return "invalid pixel size"
    case 0x23: return "invalid face handle"
    case 0x40: return "out of memory"
    case 0x55: return "stack overflow"
    case 0x8E: return "table missing"
    case 0xA0: return "opcode syntax error"
    case 0xA3: return "invalid font table"
    default: return "FreeType error"
    }
}
