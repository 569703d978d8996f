import Graphics
import PortableFoundation

/// The locale and the identifier it was made from. FoundationEssentials without ICU (the CLI) turns every
/// `Locale(identifier:)` into `en_001`, so the identifier given is kept beside it: our own formats
/// (`LocaleFormats`) and the layout direction read it, and need no ICU.
private struct LocaleSetting: Sendable {
    var locale: Locale
    var identifier: String
}

private struct LocaleKey: EnvironmentKey {
    static let defaultValue = LocaleSetting(locale: Locale(identifier: "en_US"), identifier: "en_US")
}

extension EnvironmentValues {
    /// The locale of the person viewing the widget (SwiftUI's `locale`); `en_US` unless set: **our choice**,
    /// so a render never depends on the machine. Set it with `.environment(\.locale, …)` or `--locale`.
    ///
    /// ```swift
    /// WeatherView().environment(\.locale, Locale(identifier: "ar_EG"))
    /// ```
    public var locale: Locale {
        get { self[LocaleKey.self].locale }
        set { self[LocaleKey.self] = LocaleSetting(locale: newValue, identifier: newValue.identifier) }
    }

    /// The identifier of ``locale`` as it was set (`"de_DE"`), also where Foundation has no ICU to keep it.
    var localeIdentifier: String { self[LocaleKey.self].identifier }
}

extension EnvironmentValues {
    /// Sets ``locale`` from an identifier (`"ar_EG"`, `"ja-JP"`), for callers that do not import Foundation.
    public mutating func setLocale(identifier: String) {
        self[LocaleKey.self] = LocaleSetting(locale: Locale(identifier: identifier), identifier: identifier)
    }
}

extension LayoutDirection {
    /// The direction a locale's language is written in: right to left for Arabic, Hebrew, Persian, Urdu,
    /// Pashto, Sindhi, Uyghur, Kurdish (Sorani), Dhivehi and Yiddish, left to right otherwise. From the
    /// language code, so no locale data (ICU) is needed [C: CLDR's characterOrder for these languages].
    ///
    /// ```swift
    /// LayoutDirection(locale: Locale(identifier: "he_IL"))  // .rightToLeft
    /// ```
    public init(locale: Locale) {
        self.init(localeIdentifier: locale.identifier)
    }

    /// The direction of the language of a locale identifier (`"ar_EG"` → right to left); see ``init(locale:)``.
    public init(localeIdentifier: String) {
        let identifier = localeIdentifier.lowercased()
        let language = identifier.split(whereSeparator: { $0 == "_" || $0 == "-" }).first.map(String.init) ?? ""
        let rightToLeft: Set<String> = ["ar", "he", "iw", "fa", "ur", "ps", "sd", "ug", "ckb", "dv", "yi"]
        self = rightToLeft.contains(language) ? .rightToLeft : .leftToRight
    }
}
