/// The font families bundled in `Fonts/`, what each stands in for, and the size factor it is drawn at.
///
/// Size factors are choices ([C], WIDGETKIT.md §5.4): a substitute is drawn at `factor × requested size`
/// so that its cap height and x-height land near SF Pro's (cap 0.7046 em, x 0.5264 em). The rule is
/// "mean of the cap-height ratio and the x-height ratio", which reproduces the spec's 0.966 for Inter.
public enum BundledFamily: String, Hashable, Sendable, CaseIterable {
    /// Inter (text cut), for SF Pro below 20 pt.
    case inter
    /// Inter Display, for SF Pro at 20 pt and up.
    case interDisplay
    /// JetBrains Mono, for SF Mono (`.monospaced`).
    case jetBrainsMono
    /// PT Serif, for New York (`.serif`).
    case ptSerif
    /// Quicksand, for SF Pro Rounded (`.rounded`).
    case quicksand
    /// DejaVu Sans, first fallback for symbols, arrows, Greek, Cyrillic and more that Inter lacks.
    case dejaVuSans
    /// Noto Sans Symbols 2, second fallback for pictographs and dingbats.
    case notoSansSymbols2
    /// Noto Sans Hebrew: Hebrew letters, points and cantillation (script fallback).
    case notoSansHebrew
    /// Noto Sans Arabic: Arabic, Persian and Urdu letters, digits and presentation forms (script fallback).
    case notoSansArabic
    /// Noto Sans CJK JP, subset (Fonts/README.md): kana, JIS X 0208, GB 2312 and KS X 1001 ideographs and
    /// Hangul, CJK punctuation and fullwidth forms (script fallback for Chinese, Japanese and Korean).
    case notoSansCJK
    /// Noto Color Emoji (CBDT colour bitmaps, Fonts/README.md): emoji-presentation characters and sequences
    /// (script fallback `.emoji`; the colour face kind, `FontFace.isColorBitmap`).
    case notoColorEmoji

    /// The factor applied to the requested point size when drawing this family.
    public var sizeFactor: Double {
        switch self {
        case .inter: return Self.interSizeFactor
        // Inter Display: cap 0.71875 em (ratio 0.980), x 0.5156 em (ratio 1.021): mean 1.0.
        case .interDisplay: return 1.0
        // JetBrains Mono at 0.92 is WIDGETKIT.md §5.4's choice.
        case .jetBrainsMono: return 0.92
        // PT Serif: cap 0.700 em (ratio 1.007), x 0.500 em (ratio 1.053): mean 1.03.
        case .ptSerif: return 1.03
        // Quicksand: cap 0.700 em (ratio 1.007), x 0.506 em (ratio 1.040): mean 1.02.
        case .quicksand: return 1.02
        // DejaVu Sans: cap 0.729 em, x 0.545 em, the same proportions as Inter.
        case .dejaVuSans: return Self.interSizeFactor
        // Symbols have no cap height to match; drawn like Inter so they sit with it.
        case .notoSansSymbols2: return Self.interSizeFactor
        // Noto Sans Hebrew: cap 0.714 em (ratio 0.987), x 0.536 em (ratio 0.982): mean 0.985. Noto Sans
        // Arabic is drawn the same (its letters are designed to sit with Noto Sans Latin).
        case .notoSansHebrew, .notoSansArabic: return 0.985
        // Ideographs fill the em like the iOS CJK faces (PingFang, Hiragino Sans) at the same size [C].
        case .notoSansCJK: return 1.0
        // Noto Color Emoji at its own metrics: advance 2550/2048 = 1.245 em, image 1.17 em tall from the
        // ascender (0.928 em) to the descender (0.244 em), the top of the 1.0–1.25 em range of iOS's
        // Apple Color Emoji advances [C] (docs/world-text.md, "Colour emoji").
        case .notoColorEmoji: return 1.0
        }
    }

    /// True when the family's digits are respaced evenly when shaped (`DigitSpacing`, our choice [C]): SF Pro
    /// Rounded's digits are proportional by default but evenly spaced, Quicksand's are not (its 4 carries 90 and
    /// 80 units of side bearing where its 0 has 40 and 40, so "11,204" reads "11,20 4"), and it has no `tnum`
    /// for `monospacedDigit()`. Inter, PT Serif and JetBrains Mono are spaced evenly as they are.
    public var respacesDigits: Bool { self == .quicksand }

    /// Inter is drawn at 0.966 × the requested size ([C], WIDGETKIT.md §5.4: matches SF's cap and x-height).
    public static let interSizeFactor = 0.966

    /// The position of the family in `allCases` (a switch: no search, no hashing of the raw string).
    var catalogIndex: Int {
        switch self {
        case .inter: return 0
        case .interDisplay: return 1
        case .jetBrainsMono: return 2
        case .ptSerif: return 3
        case .quicksand: return 4
        case .dejaVuSans: return 5
        case .notoSansSymbols2: return 6
        case .notoSansHebrew: return 7
        case .notoSansArabic: return 8
        case .notoSansCJK: return 9
        case .notoColorEmoji: return 10
        }
    }

    /// The families tried, in order, for characters the chosen face lacks. A script family
    /// (``FallbackScript``) is tried first for characters of its script, before the others.
    public static let fallbackOrder: [BundledFamily] = [.inter, .dejaVuSans, .notoSansSymbols2, .notoSansHebrew,
                                                        .notoSansArabic, .notoSansCJK, .notoColorEmoji]

    /// The script this family is preferred for, if it is a script fallback.
    public var fallbackScript: FallbackScript? {
        switch self {
        case .notoSansHebrew: return .hebrew
        case .notoSansArabic: return .arabic
        case .notoSansCJK: return .cjk
        case .notoColorEmoji: return .emoji
        default: return nil
        }
    }
}
