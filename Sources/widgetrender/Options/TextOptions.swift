import ArgumentParser
import Graphics
import Render
import Views

/// How text is set for one render: the Dynamic Type size, layout direction and locale. Kept apart from
/// ``AppearanceOptions`` so the two grow independently; parsed once, in `validate()`, so a bad value is a
/// usage error (exit 64) naming the value and the valid ones, and `run()` uses what `validate()` kept.
struct TextOptions: ParsableArguments {
    /// The help of `--dynamic-type`, made once (not each time swift-argument-parser makes these options).
    private static let dynamicTypeHelp = ArgumentHelp(
        "The Dynamic Type size: \(DynamicTypeSize.allNames.joined(separator: ", ")) (default large).", valueName: "size")
    /// The help of `--locale`, made once.
    private static let localeHelp = ArgumentHelp(
        "The locale, e.g. en_US, ar_EG, he_IL, ja_JP (default en_US); an Arabic, Hebrew, Persian or Urdu locale also "
            + "lays out right to left.", valueName: "identifier")

    @Option(name: .customLong("dynamic-type"), help: Self.dynamicTypeHelp)
    var dynamicType: String?

    @Option(name: .customLong("layout-direction"),
            help: ArgumentHelp("leftToRight (ltr) or rightToLeft (rtl); default: the locale's direction.",
                               valueName: "direction"))
    var layoutDirection: String?

    @Option(help: Self.localeHelp)
    var locale: String?

    /// The settings as `validate()` parsed them (``ParsedArguments/text(_:)``; not an argument: left out of
    /// ``CodingKeys``).
    private var parsed: ParsedArguments?

    /// The parsed settings; nil where the option was not given (the render options keep their default).
    struct Parsed {
        /// `--dynamic-type`.
        var dynamicTypeSize: DynamicTypeSize?
        /// `--locale`.
        var localeIdentifier: String?
        /// `--layout-direction`, else the locale's direction when `--locale` is given.
        var layoutDirection: LayoutDirection?
    }

    /// The argument names, without ``parsed``.
    enum CodingKeys: CodingKey { case dynamicType, layoutDirection, locale }

    mutating func validate() throws {
        parsed = .text(try parse())
    }

    /// Sets the values parsed once in `validate()` on `options` (parsed here when a caller made these
    /// options by hand).
    func apply(to options: inout WidgetRenderOptions) throws {
        let settings: Parsed
        if case .text(let parsed)? = parsed { settings = parsed } else { settings = try parse() }
        if let size = settings.dynamicTypeSize { options.dynamicTypeSize = size }
        if let identifier = settings.localeIdentifier { options.localeIdentifier = identifier }
        if let direction = settings.layoutDirection { options.layoutDirection = direction }
    }

    /// The three values, each checked: every failure a usage error naming the option.
    private func parse() throws -> Parsed {
        var settings = Parsed()
        if let dynamicType { settings.dynamicTypeSize = try Self.dynamicTypeSize(dynamicType, option: "--dynamic-type") }
        if let locale {
            settings.localeIdentifier = try Self.locale(locale, option: "--locale")
            settings.layoutDirection = LayoutDirection(localeIdentifier: locale)
        }
        if let layoutDirection { settings.layoutDirection = try Self.layoutDirection(layoutDirection) }
        return settings
    }

    /// `--locale`'s value, checked (``isLocaleIdentifier(_:)``).
    static func locale(_ text: String, option: String) throws -> String {
        guard isLocaleIdentifier(text) else {
            throw ValidationError("\(option) \"\(text)\" is not a locale identifier; expected a language code "
                                  + "with an optional region, like en_US, ar_EG or ja")
        }
        return text
    }

    /// `--layout-direction`'s value: leftToRight (ltr) or rightToLeft (rtl).
    static func layoutDirection(_ text: String) throws -> LayoutDirection {
        guard let direction = LayoutDirection(name: text) else {
            throw ValidationError("--layout-direction \"\(text)\" is not a direction; expected "
                                  + "leftToRight (ltr) or rightToLeft (rtl)")
        }
        return direction
    }

    /// `ll`, `lll`, `ll_RR`, `ll-RR`, `ll_Ssss_RR` …: letters and digits in parts of 2–8 separated by _ or -,
    /// the first part 2–3 letters.
    static func isLocaleIdentifier(_ text: String) -> Bool {
        let parts = text.split(separator: "_", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "-", omittingEmptySubsequences: false) }
        guard let language = parts.first, (2...3).contains(language.count),
              language.allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
        return parts.dropFirst().allSatisfy { part in
            (2...8).contains(part.count) && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
    }

    /// A list option of Dynamic Type sizes (`--dynamic-type-sizes xSmall,large,AX5`), parsed as `--dynamic-type` parses one.
    static func dynamicTypeSizes(_ texts: [String], option: String) throws -> [DynamicTypeSize] {
        try OptionValues.list(texts) { try dynamicTypeSize($0, option: option) }
    }

    /// A list option of locales (`--locales en_US,ar_EG`) in the order given, without repeats, each checked
    /// as `--locale` checks its value; more than `maximum` is a usage error naming `command`.
    static func locales(_ texts: [String], option: String, maximum: Int, command: String) throws -> [String] {
        var chosen: [String] = []
        for text in texts {
            for part in text.split(separator: ",", omittingEmptySubsequences: true) {
                let identifier = part.trimmingSpaces()
                if identifier.isEmpty || chosen.contains(identifier) { continue }
                chosen.append(try locale(identifier, option: option))
            }
        }
        guard chosen.count <= maximum else {
            throw ValidationError("\(option) names \(chosen.count) locales, over the limit of \(maximum) "
                                  + "per \(command); render the rest in another \(command)")
        }
        return chosen
    }

    /// `AX5`, `accessibility5`, `xSmall`, any letter case.
    static func dynamicTypeSize(_ text: String, option: String) throws -> DynamicTypeSize {
        guard let size = DynamicTypeSize(name: text) else {
            throw ValidationError("\(option) \"\(text)\" is not a Dynamic Type size; expected one of "
                                  + DynamicTypeSize.allNames.joined(separator: ", "))
        }
        return size
    }
}
