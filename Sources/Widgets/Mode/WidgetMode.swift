import Views

/// The looks `widgetrender` renders: WidgetKit's three rendering modes, StandBy night, Always-On reduced
/// luminance and the iOS 26 clear and tinted Home Screens, each a named post-pass (WIDGETKIT.md §1). The
/// Home Screen looks come first (`allCases` is the order of every render matrix), then the Lock Screen's.
///
/// ```swift
/// WidgetMode(parsing: "reduced-luminance")   // .reducedLuminance
/// ```
public enum WidgetMode: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Home Screen colours, untouched (§1.2).
    case fullColor
    /// The tinted Home Screen of iOS 18: accent group in the tint, the rest in a lighter tint (§1.3).
    case accented
    /// The iOS 26 clear Home Screen: content tinted white over clear glass (§1.3; the widget sees `.accented`).
    case clear
    /// The iOS 26 tinted Home Screen: content tinted white over glass in the person's tint (§1.3; `.accented`).
    case tinted
    /// The Lock Screen: luminance-driven white over a dark material (§1.5).
    case vibrant
    /// StandBy at night: red monochrome on black (§1.6).
    case night
    /// Always-On: rendered with `isLuminanceReduced`, then dimmed (§1.7).
    case reducedLuminance

    public var description: String { rawValue }

    /// What `@Environment(\.widgetRenderingMode)` reports while the widget resolves in this mode.
    ///
    /// Night is vibrant with a red tint (§1.6: "The mode is `vibrant`"). Reduced luminance keeps the mode of
    /// the surface it dims: vibrant for accessory families (Lock Screen), full colour for system families
    /// (StandBy in daylight reports `.fullColor`, §1.1).
    public func renderingMode(for family: WidgetFamily) -> WidgetRenderingMode {
        switch self {
        case .fullColor: .fullColor
        case .accented, .clear, .tinted: .accented
        case .vibrant, .night: .vibrant
        case .reducedLuminance: family.isAccessory ? .vibrant : .fullColor
        }
    }

    /// True for the iOS 26 glass presentations (``clear``, ``tinted``), which exist only in the iOS 26 profile.
    public var isGlass: Bool { self == .clear || self == .tinted }

    /// True when the mode exists in `profile`: the glass presentations only in iOS 26.
    public func exists(in profile: OSProfile) -> Bool { !isGlass || profile == .ios26 }

    /// The profile a render in this mode uses when the caller names none: iOS 26 for the glass
    /// presentations, iOS 18 for ``accented`` (iOS 18's tinted Home Screen, which iOS 26's clear and tinted
    /// replace on iPhone and iPad), else ``Views/OSProfile/standard``.
    public var impliedProfile: OSProfile { ownProfile ?? OSProfile.standard }

    /// The one release a mode belongs to, nil for the modes every release has: iOS 26 for the glass
    /// presentations, iOS 18 for ``accented`` (the watch keeps accented in iOS 26 and draws it the same).
    public var ownProfile: OSProfile? {
        switch self {
        case .clear, .tinted: .ios26
        case .accented: .ios18
        default: nil
        }
    }

    /// True when views resolve with `isLuminanceReduced` (§1.7).
    public var isLuminanceReduced: Bool { self == .reducedLuminance }

    /// Parses a mode name in camelCase, kebab-case or any letter case (`reduced-luminance`, `FULLCOLOR`).
    public init?(parsing text: String) {
        let key = WidgetFamily.normalized(text)
        guard let match = WidgetMode.allCases.first(where: { WidgetFamily.normalized($0.rawValue) == key }) else {
            return nil
        }
        self = match
    }

    /// Parses a mode name like ``init(parsing:)``, throwing ``WidgetError/unknownMode(_:)`` for a
    /// name that matches no mode.
    ///
    /// ```swift
    /// let mode = try WidgetMode.named("Reduced-Luminance")   // .reducedLuminance
    /// ```
    public static func named(_ text: String) throws(WidgetError) -> WidgetMode {
        guard let mode = WidgetMode(parsing: text) else { throw .unknownMode(text) }
        return mode
    }
}
