/// The iOS release whose look a render reproduces: the widget sizes, the system palette and the tinted Home
/// Screen presentations differ between iOS 18 and iOS 26 (WIDGETKIT.md §1.3, §2.2, §6.1; docs/widgets.md
/// "OS profiles").
///
/// ```swift
/// OSProfile(parsing: "iOS26")             // .ios26
/// SystemColor.blue.color(in: .light, profile: .ios26)   // rgba(0,136,255,1)
/// ```
public enum OSProfile: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// iOS 18: the HIG size tables, the iOS ≤18 palette, the tinted Home Screen in the person's tint.
    case ios18
    /// iOS 26 (Liquid Glass): device-probed sizes, the iOS 26 palette, clear and tinted glass Home Screens.
    case ios26

    /// [C] The profile a render uses when the caller names none and its mode implies none (``WidgetMode``'s
    /// `impliedProfile`: iOS 18's accented look implies iOS 18, clear and tinted iOS 26). Changing the default
    /// OS is this one line; tests that pin `.ios18` do not move with it.
    public static let standard: OSProfile = .ios18

    public var description: String { rawValue }

    /// Parses `ios26`, `iOS 26`, `IOS-18`, `26` (any letter case, spaces, dashes and dots ignored).
    public init?(parsing text: String) {
        var key = text.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" && $0 != "." }
        if !key.hasPrefix("ios") { key = "ios" + key }
        guard let match = Self.allCases.first(where: { $0.rawValue == key }) else { return nil }
        self = match
    }
}

private struct OSProfileKey: EnvironmentKey {
    static let defaultValue = OSProfile.standard
}

extension EnvironmentValues {
    /// The iOS release the render reproduces (not Apple API): which system palette `Color.red` … resolve to.
    public var osProfile: OSProfile {
        get { self[OSProfileKey.self] }
        set { self[OSProfileKey.self] = newValue }
    }
}
