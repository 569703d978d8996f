/// The list of font files bundled in `Fonts/`, with the family, weight and slant of each.
///
/// Kept as data so the registry knows every bundled face without opening a single file (faces load
/// lazily). Fonts/README.md lists the same files with their Debian package, version and licence.
struct BundledFace: Hashable, Sendable {
    /// Path relative to the fonts directory.
    var file: String
    var family: BundledFamily
    /// OS/2 weight class.
    var weight: Int
    var isItalic: Bool
}

enum BundledFontCatalog {
    /// Every bundled face; the order fixes the face identifiers (index = `FaceID.rawValue`).
    static let faces: [BundledFace] = interFaces(prefix: "Inter", family: .inter)
        + interFaces(prefix: "InterDisplay", family: .interDisplay)
        + [
            BundledFace(file: "JetBrainsMono/JetBrainsMono-Regular.ttf", family: .jetBrainsMono, weight: 400, isItalic: false),
            BundledFace(file: "JetBrainsMono/JetBrainsMono-Medium.ttf", family: .jetBrainsMono, weight: 500, isItalic: false),
            BundledFace(file: "JetBrainsMono/JetBrainsMono-SemiBold.ttf", family: .jetBrainsMono, weight: 600, isItalic: false),
            BundledFace(file: "JetBrainsMono/JetBrainsMono-Bold.ttf", family: .jetBrainsMono, weight: 700, isItalic: false),
            BundledFace(file: "JetBrainsMono/JetBrainsMono-Italic.ttf", family: .jetBrainsMono, weight: 400, isItalic: true),
            BundledFace(file: "JetBrainsMono/JetBrainsMono-BoldItalic.ttf", family: .jetBrainsMono, weight: 700, isItalic: true),
            BundledFace(file: "PTSerif/PTSerif-Regular.ttf", family: .ptSerif, weight: 400, isItalic: false),
            BundledFace(file: "PTSerif/PTSerif-Bold.ttf", family: .ptSerif, weight: 700, isItalic: false),
            BundledFace(file: "PTSerif/PTSerif-Italic.ttf", family: .ptSerif, weight: 400, isItalic: true),
            BundledFace(file: "PTSerif/PTSerif-BoldItalic.ttf", family: .ptSerif, weight: 700, isItalic: true),
            BundledFace(file: "Quicksand/Quicksand-Light.ttf", family: .quicksand, weight: 300, isItalic: false),
            BundledFace(file: "Quicksand/Quicksand-Regular.ttf", family: .quicksand, weight: 400, isItalic: false),
            BundledFace(file: "Quicksand/Quicksand-Medium.ttf", family: .quicksand, weight: 500, isItalic: false),
            BundledFace(file: "Quicksand/Quicksand-Bold.ttf", family: .quicksand, weight: 700, isItalic: false),
            BundledFace(file: "DejaVu/DejaVuSans.ttf", family: .dejaVuSans, weight: 400, isItalic: false),
            BundledFace(file: "Noto/NotoSansSymbols2-Regular.ttf", family: .notoSansSymbols2, weight: 400, isItalic: false),
            BundledFace(file: "Noto/NotoSansHebrew-Regular.ttf", family: .notoSansHebrew, weight: 400, isItalic: false),
            BundledFace(file: "Noto/NotoSansHebrew-Bold.ttf", family: .notoSansHebrew, weight: 700, isItalic: false),
            BundledFace(file: "Noto/NotoSansArabic-Regular.ttf", family: .notoSansArabic, weight: 400, isItalic: false),
            BundledFace(file: "Noto/NotoSansArabic-Bold.ttf", family: .notoSansArabic, weight: 700, isItalic: false),
            BundledFace(file: "Noto/NotoSansCJKjp-Regular-subset.otf", family: .notoSansCJK, weight: 400, isItalic: false),
            BundledFace(file: "NotoColorEmoji/NotoColorEmoji.ttf", family: .notoColorEmoji, weight: 400, isItalic: false),
        ]

    /// Inter and Inter Display: all nine upright weights (one per SwiftUI weight, matched by weight class)
    /// and italics at Regular, Medium, SemiBold, Bold and Black.
    private static func interFaces(prefix: String, family: BundledFamily) -> [BundledFace] {
        let uprights: [(String, Int)] = [
            ("Thin", 100), ("ExtraLight", 200), ("Light", 300), ("Regular", 400), ("Medium", 500),
            ("SemiBold", 600), ("Bold", 700), ("ExtraBold", 800), ("Black", 900),
        ]
        let italics: [(String, Int)] = [
            ("Italic", 400), ("MediumItalic", 500), ("SemiBoldItalic", 600), ("BoldItalic", 700), ("BlackItalic", 900),
        ]
        return uprights.map { BundledFace(file: "Inter/\(prefix)-\($0.0).otf", family: family, weight: $0.1, isItalic: false) }
            + italics.map { BundledFace(file: "Inter/\(prefix)-\($0.0).otf", family: family, weight: $0.1, isItalic: true) }
    }
}
