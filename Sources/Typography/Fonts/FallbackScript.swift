// Script-based font fallback: a character of a script with its own bundled face is set in
// that face even when an earlier face of the chain has a glyph for it (DejaVu Sans has basic Hebrew and
// Arabic, drawn in another style and without Arabic shaping features). The script of a cluster is its
// first scalar's, by Unicode block (Blocks.txt): deterministic and independent of the locale.

/// A script that has a bundled fallback face.
public enum FallbackScript: String, Hashable, Sendable, CaseIterable {
    /// Hebrew (U+0590–U+05FF, presentation forms U+FB1D–U+FB4F).
    case hebrew
    /// Arabic (U+0600–U+06FF, U+0750–U+077F, U+0870–U+08FF, presentation forms U+FB50–U+FDFF, U+FE70–U+FEFF).
    case arabic
    /// Chinese, Japanese and Korean: CJK punctuation, kana, Hangul, ideographs, fullwidth forms.
    case cjk
    /// Emoji presentation (colour emoji): chosen per grapheme cluster by `of(cluster:)`, never per scalar
    /// (FallbackScript+Emoji.swift).
    case emoji

    /// The script of `scalar` when it has a fallback face, else nil.
    public static func of(_ scalar: Unicode.Scalar) -> FallbackScript? {
        switch scalar.value {
        case 0x0590...0x05FF, 0xFB1D...0xFB4F: return .hebrew
        case 0x0600...0x06FF, 0x0750...0x077F, 0x0870...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF: return .arabic
        case 0x1100...0x11FF, 0x2E80...0x2FDF, 0x3000...0x303F, 0x3040...0x30FF, 0x3130...0x318F, 0x31F0...0x31FF,
             0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF00...0xFFEF,
             0x20000...0x2FA1F:
            return .cjk
        default: return nil
        }
    }
}
