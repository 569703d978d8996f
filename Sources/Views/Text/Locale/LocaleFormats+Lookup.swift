// Which `LocaleFormats` entry a locale identifier uses: the language ("de" of "de_AT", "zh" of
// "zh-Hans-CN"), then the region where the table distinguishes it (British English; Arabic digits per
// region). Grouping of whole numbers is CLDR 46's per language (symbols of the latn or arab numbering
// system, minimumGroupingDigits). A language without an entry formats as English [C]: the render stays deterministic and says
// so in docs/views.md rather than loading ICU.

extension LocaleFormats {
    /// The formats of a locale identifier (`"de_DE"`, `"ar-EG"`, `"zh-Hans-CN"`).
    init(localeIdentifier: String) {
        let parts = localeIdentifier.split(whereSeparator: { $0 == "_" || $0 == "-" || $0 == "@" }).map(String.init)
        let language = parts.first?.lowercased() ?? ""
        // The region is the first two-letter or three-digit part after the language (a script is four letters).
        let region = parts.dropFirst().first(where: { $0.count == 2 || ($0.count == 3 && $0.allSatisfy(\.isNumber)) })?
            .uppercased()
        switch language {
        case "en": self = ["GB", "IE", "AU", "NZ", "IN"].contains(region ?? "") ? .britishEnglish : .english
        case "de": self = .german; grouping = (".", 1)
        case "fr": self = .french; grouping = ("\u{202F}", 1)
        case "es": self = .spanish; grouping = (".", 2)
        case "it": self = .italian; grouping = (".", 2)
        case "pt": self = .portuguese; grouping = (".", 1)
        case "ja": self = .japanese
        case "zh": self = .chinese
        case "he", "iw": self = .hebrew; minusSign = "\u{200E}-"
        case "ar":
            var arabic = LocaleFormats.arabic
            arabic.minusSign = "\u{200E}-"
            if let region, Self.arabicIndicRegions.contains(region) {
                arabic.digits = Self.arabicIndicDigits
                arabic.grouping = ("\u{066C}", 1)
                arabic.minusSign = "\u{061C}-"
            }
            self = arabic
        default: self = .english
        }
    }
}
