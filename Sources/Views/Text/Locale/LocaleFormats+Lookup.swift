// Which `LocaleFormats` entry a locale identifier uses: the language ("de" of "de_AT", "zh" of
// "zh-Hans-CN"), then the region where the table distinguishes it (British English; Arabic digits per
// region). A language without an entry formats as English [C]: the render stays deterministic and says
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
        case "de": self = .german
        case "fr": self = .french
        case "es": self = .spanish
        case "it": self = .italian
        case "pt": self = .portuguese
        case "ja": self = .japanese
        case "zh": self = .chinese
        case "he", "iw": self = .hebrew
        case "ar":
            var arabic = LocaleFormats.arabic
            if let region, Self.arabicIndicRegions.contains(region) { arabic.digits = Self.arabicIndicDigits }
            self = arabic
        default: self = .english
        }
    }
}
