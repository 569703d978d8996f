// The levels and privacy options of unified logging, as `os` spells them. Logging here writes nowhere
// unless WIDGETRENDER_OS_LOG asks (Logger.swift), so these values only label and redact lines.
import Foundation

/// A log level (`os`'s `OSLogType`).
public struct OSLogType: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// `os`'s raw value.
    public let rawValue: UInt8
    /// A level from its raw value.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// A level from its raw value.
    public init(_ rawValue: UInt8) { self.rawValue = rawValue }

    /// The default level (notice).
    public static let `default` = OSLogType(rawValue: 0x00)
    /// Information.
    public static let info = OSLogType(rawValue: 0x01)
    /// Debugging.
    public static let debug = OSLogType(rawValue: 0x02)
    /// An error.
    public static let error = OSLogType(rawValue: 0x10)
    /// A fault.
    public static let fault = OSLogType(rawValue: 0x11)

    /// `default`, `info`, `debug`, `error` or `fault`.
    public var description: String {
        switch rawValue {
        case 0x01: "info"
        case 0x02: "debug"
        case 0x10: "error"
        case 0x11: "fault"
        default: "default"
        }
    }
}

/// How an interpolated value is shown (`os`'s `OSLogPrivacy`).
public struct OSLogPrivacy: Hashable, Sendable {
    /// A mask applied to a private value (`os`'s `OSLogPrivacy.Mask`).
    public struct Mask: Hashable, Sendable {
        let hashes: Bool
        /// Private values appear as a hash of the value.
        public static let hash = Mask(hashes: true)
        /// No mask.
        public static let none = Mask(hashes: false)
    }

    enum Kind: Hashable, Sendable { case auto, `public`, `private`, sensitive }
    let kind: Kind
    let mask: Mask

    /// Shown (as in Xcode's console while developing); see docs/platform-api.md.
    public static let auto = OSLogPrivacy(kind: .auto, mask: .none)
    /// Shown.
    public static let `public` = OSLogPrivacy(kind: .public, mask: .none)
    /// Shown as `<private>`.
    public static let `private` = OSLogPrivacy(kind: .private, mask: .none)
    /// Shown as `<private>`.
    public static let sensitive = OSLogPrivacy(kind: .sensitive, mask: .none)
    /// Shown (`.auto`); a hash mask shows `<mask.hash: …>` instead.
    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .auto, mask: mask) }
    /// `<private>`, or `<mask.hash: …>` with a hash mask.
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .private, mask: mask) }
    /// `<private>`, or `<mask.hash: …>` with a hash mask.
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .sensitive, mask: mask) }

    /// The text a value appears as under this privacy.
    func render(_ text: String) -> String {
        if mask.hashes { return "<mask.hash: '\(OSLogPrivacy.stableHash(text))'>" }
        switch kind {
        case .auto, .public: return text
        case .private, .sensitive: return "<private>"
        }
    }

    /// A hash that is the same in every run (FNV-1a over the UTF-8 bytes, base64 of 8 bytes like `os`'s
    /// mask), so logged lines are deterministic; Swift's `Hasher` is seeded per process.
    static func stableHash(_ text: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x100_0000_01b3
        }
        let bytes = (0..<8).map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
        return Data(bytes).base64EncodedString()
    }
}
