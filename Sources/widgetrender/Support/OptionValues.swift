import ArgumentParser
import PortableFoundation
import Views
import Widgets

/// Parses option values into library values, each failure one line that names the bad value and the
/// valid ones (`unknown widget family "big"; expected one of systemSmall, …`).
///
/// Families, modes and schemes are taken as strings and parsed here rather than through
/// `ExpressibleByArgument`, whose error lists the valid values on several lines.
enum OptionValues {
    /// `systemSmall`, `system-small`, any letter case.
    static func family(_ text: String) throws -> WidgetFamily {
        do { return try WidgetFamily.named(text) } catch {
            throw ValidationError(SuggestedName.message(
                "unknown widget family", text, among: WidgetFamily.allCases.map(\.rawValue)))
        }
    }

    /// `fullColor`, `full-color`, any letter case.
    static func mode(_ text: String) throws -> WidgetMode {
        do { return try WidgetMode.named(text) } catch {
            throw ValidationError(SuggestedName.message(
                "unknown rendering mode", text, among: WidgetMode.allCases.map(\.rawValue)))
        }
    }

    /// An OS profile: `ios18`, `ios26` (any letter case, `iOS 26`, `26`).
    static func os(_ text: String) throws -> OSProfile {
        guard let profile = OSProfile(parsing: text) else {
            throw ValidationError(SuggestedName.message("unknown OS profile", text, among: OSProfile.allCases.map(\.rawValue)))
        }
        return profile
    }

    /// `light` or `dark`, any letter case.
    static func scheme(_ text: String) throws -> ColorScheme {
        guard let scheme = ColorScheme(rawValue: text.lowercased()) else {
            throw ValidationError(SuggestedName.message("unknown colour scheme", text, among: ["light", "dark"]))
        }
        return scheme
    }

    /// A device identifier from `widgetrender list devices`.
    static func device(_ text: String) throws -> WidgetDevice {
        do { return try DeviceCatalog.requireDevice(named: text) } catch {
            var message = "unknown device \"\(TerminalText.safe(text))\""
            if let suggestion = SuggestedName.closest(to: text, among: DeviceCatalog.all.map(\.identifier)) {
                message += "; did you mean \(suggestion)?"
            }
            throw ValidationError(message + "; `widgetrender list devices` shows the identifiers")
        }
    }

    /// A list option: values separated by commas, the option given once or repeated
    /// (`--families systemSmall,systemMedium` or `--families systemSmall --families systemMedium`).
    /// Duplicates are dropped; the result keeps `allCases` order.
    static func list<Value: CaseIterable & Equatable>(_ texts: [String],
                                                      parse: (String) throws -> Value) throws -> [Value] {
        var chosen: [Value] = []
        for text in texts {
            for part in text.split(separator: ",", omittingEmptySubsequences: true) {
                let name = part.trimmingSpaces()
                if name.isEmpty { continue }
                let value = try parse(name)
                if !chosen.contains(value) { chosen.append(value) }
            }
        }
        return Value.allCases.filter { chosen.contains($0) }
    }
}
