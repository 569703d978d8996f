// The render matrix: which combinations of family × mode × colour scheme × Dynamic Type size × locale a
// widget is drawn in, and the file stem each is named by. Gallery, previews, the legibility check, the
// snapshot matrix, `render`'s default file name and the widget host all ask this type.
//
// 1. Shown: a mode enters the matrix for a family only where a device shows it (``WidgetShowcase``,
//    the device table of docs/widgets.md), on the chosen device or the family's default one.
// 2. Scheme: light and dark are both rendered only where the scheme changes the pixels; vibrant
//    surfaces, StandBy and the watch resolve dark whatever the scheme (``WidgetCanvas/forcesDarkScheme``),
//    so one render, named without a scheme, stands for both.
// 3. Name: `<family>-<mode>[-dark][-OS][-QUALIFIERS][-SIZE][-LOCALE][-rtl]` (``fileStem(qualifiers:)``); the OS
//    (`ios26`) only where it differs from the one the mode implies (``WidgetMode/impliedProfile``).
//
// The OS profile is an axis too (`profiles`): iOS 26 shows clear and tinted where iOS 18 shows accented.
import Graphics
import Views

/// One combination of the render matrix: what a device shows of a widget, and its file stem.
///
/// ```swift
/// let all = WidgetAppearance.matrix(families: [.systemSmall, .accessoryCircular])
/// all.map(\.fileStem)   // ["systemSmall-fullColor", "systemSmall-fullColor-dark", …, "accessoryCircular-vibrant", …]
/// ```
public struct WidgetAppearance: Hashable, Sendable, CustomStringConvertible {
    /// The widget family.
    public var family: WidgetFamily
    /// The rendering mode.
    public var mode: WidgetMode
    /// The colour scheme (`.light` where the scheme is no axis: ``isSchemeAnAxis``).
    public var colorScheme: ColorScheme
    /// The Dynamic Type size.
    public var dynamicTypeSize: DynamicTypeSize
    /// The locale identifier; nil: the default locale, unnamed.
    public var localeIdentifier: String?
    /// The layout direction (a locale's language sets it in ``matrix(families:modes:schemes:dynamicTypeSizes:locales:device:pinnedScheme:)``).
    public var layoutDirection: LayoutDirection
    /// The device; nil: the family's default device (``DeviceCatalog/defaultDevice(for:)``).
    public var device: WidgetDevice?
    /// The OS profile; nil: the one the mode implies (``WidgetMode/impliedProfile``).
    public var os: OSProfile?

    /// The OS profile drawn: ``os``, else the one the mode implies.
    public var resolvedOS: OSProfile { os ?? mode.impliedProfile }

    /// One combination; no check that a device shows it (``isShown``).
    public init(family: WidgetFamily, mode: WidgetMode = .fullColor, colorScheme: ColorScheme = .light,
                dynamicTypeSize: DynamicTypeSize = .large, localeIdentifier: String? = nil,
                layoutDirection: LayoutDirection = .leftToRight, device: WidgetDevice? = nil, os: OSProfile? = nil) {
        self.family = family
        self.mode = mode
        self.colorScheme = colorScheme
        self.dynamicTypeSize = dynamicTypeSize
        self.localeIdentifier = localeIdentifier
        self.layoutDirection = layoutDirection
        self.device = device
        self.os = os
    }

    /// Step 1: true when a device of this appearance's idiom shows the family in the mode.
    public var isShown: Bool { WidgetShowcase.isShown(family, in: mode, on: device, os: resolvedOS) }

    /// Step 2: true when light and dark render differently here.
    public var isSchemeAnAxis: Bool { Self.isSchemeAnAxis(family: family, mode: mode, device: device, os: os) }

    /// Step 2 for a family and mode on `device` (nil: the family's default). A device that lacks the family
    /// counts as an axis, so a render that fails later still keeps its scheme in its name.
    public static func isSchemeAnAxis(family: WidgetFamily, mode: WidgetMode, device: WidgetDevice? = nil,
                                      os: OSProfile? = nil) -> Bool {
        guard let canvas = try? WidgetCanvas(family: family, mode: mode, device: device, os: os) else { return true }
        return isSchemeAnAxis(on: canvas)
    }

    /// Step 2 on a canvas the caller made already: false where the canvas resolves dark whatever the scheme.
    public static func isSchemeAnAxis(on canvas: WidgetCanvas) -> Bool {
        !canvas.forcesDarkScheme
    }

    /// Step 3 with nothing between the scheme and the text settings.
    public var fileStem: String { fileStem(qualifiers: []) }

    /// Step 3: `<family>-<mode>[-dark][-QUALIFIERS][-SIZE][-LOCALE][-rtl]`; `-dark` only where the scheme is an
    /// axis, the text settings only where they differ from Large, the default locale and left to right.
    /// `qualifiers` are the caller's further settings, in order (a device identifier, a scale …);
    /// `schemeIsAnAxis` overrides ``isSchemeAnAxis`` where something else the scheme decides is drawn (a
    /// Lock Screen wallpaper behind a vibrant widget).
    public func fileStem(qualifiers: [String], schemeIsAnAxis: Bool? = nil) -> String {
        let profile = resolvedOS == mode.impliedProfile ? [] : [resolvedOS.rawValue]
        return Self.fileStem([family.rawValue, mode.rawValue], colorScheme: colorScheme,
                      schemeIsAnAxis: schemeIsAnAxis ?? isSchemeAnAxis, qualifiers: profile + qualifiers,
                      dynamicTypeSize: dynamicTypeSize, localeIdentifier: localeIdentifier,
                      layoutDirection: layoutDirection)
    }

    /// Step 3 for any render, a plain view's too (`head` is then its mode alone): `head`, `dark` where the
    /// scheme is an axis, the qualifiers, the text settings that differ from the defaults (`rtl` only where
    /// the locale does not already say it), joined by `-`.
    public static func fileStem(_ head: [String], colorScheme: ColorScheme, schemeIsAnAxis: Bool = true,
                                qualifiers: [String] = [], dynamicTypeSize: DynamicTypeSize = .large,
                                localeIdentifier: String? = nil,
                                layoutDirection: LayoutDirection = .leftToRight) -> String {
        var parts = head
        if colorScheme == .dark && schemeIsAnAxis { parts.append("dark") }
        parts += qualifiers
        if dynamicTypeSize != .large { parts.append(dynamicTypeSize.name) }
        if let localeIdentifier { parts.append(localeIdentifier) }
        if layoutDirection == .rightToLeft, localeIdentifier.map({ LayoutDirection(localeIdentifier: $0) }) != .rightToLeft {
            parts.append("rtl")
        }
        return parts.joined(separator: "-")
    }

    public var description: String { fileStem }

    /// Every combination a device shows, in a fixed order: families, then OS profiles (`profiles`; empty:
    /// ``Views/OSProfile/standard`` alone), then modes (each in `allCases` order when empty, the modes the
    /// profile has), then schemes (light before dark; one, `.light`, where the scheme is no axis), then
    /// Dynamic Type sizes, then locales (innermost). Empty lists mean all, except sizes (Large only) and
    /// locales (the default locale). A locale sets the layout direction of its language. `pinnedScheme`
    /// replaces `schemes` (a preview that sets its colour scheme).
    public static func matrix(families: [WidgetFamily], modes: [WidgetMode] = [], schemes: [ColorScheme] = [],
                              dynamicTypeSizes: [DynamicTypeSize] = [], locales: [String?] = [],
                              device: WidgetDevice? = nil, pinnedScheme: ColorScheme? = nil,
                              profiles: [OSProfile] = []) -> [WidgetAppearance] {
        let schemes = pinnedScheme.map { [$0] } ?? (schemes.isEmpty ? ColorScheme.allCases : schemes)
        let sizes = dynamicTypeSizes.isEmpty ? [DynamicTypeSize.large] : dynamicTypeSizes
        let locales = locales.isEmpty ? [nil] : locales
        var all: [WidgetAppearance] = []
        let profiles = profiles.isEmpty ? [OSProfile.standard] : profiles
        for family in families {
            for (profile, mode) in profileModes(profiles, modes)
            where WidgetShowcase.isShown(family, in: mode, on: device, os: profile) {
                // The watch keeps accented in iOS 26 and draws it the same in both profiles (no profiled sizes;
                // accented discards the palette's colours): it is named as accented always is, without `-ios26`.
                let isWatchAccented = mode == .accented && (device ?? DeviceCatalog.defaultDevice(for: family)).idiom == .watch
                let os: OSProfile? = profile == mode.impliedProfile || isWatchAccented ? nil : profile
                let modeSchemes = isSchemeAnAxis(family: family, mode: mode, device: device, os: os) ? schemes : [.light]
                for scheme in modeSchemes {
                    for size in sizes {
                        for locale in locales {
                            all.append(WidgetAppearance(
                                family: family, mode: mode, colorScheme: scheme, dynamicTypeSize: size,
                                localeIdentifier: locale,
                                layoutDirection: locale.map { LayoutDirection(localeIdentifier: $0) } ?? .leftToRight,
                                device: device, os: os))
                        }
                    }
                }
            }
        }
        return all
    }

    /// The profile and mode pairs of the matrix, profiles outer: each profile's own modes when `modes` is empty;
    /// else the modes given, where a mode of one release named explicitly (``WidgetMode/ownProfile``: clear and
    /// tinted iOS 26, accented iOS 18) is drawn once, in that release, when `profiles` does not list it. A mode
    /// is drawn in another profile only where it exists there; accented in iOS 26 (the watch's) only when
    /// iOS 18 is not drawn too, since both draw and name it the same.
    static func profileModes(_ profiles: [OSProfile], _ modes: [WidgetMode]) -> [(OSProfile, WidgetMode)] {
        var pairs: [(OSProfile, WidgetMode)] = []
        for profile in profiles {
            for mode in modes.isEmpty ? WidgetMode.allCases.filter({ $0.exists(in: profile) }) : modes {
                if let own = mode.ownProfile, own != profile, !modes.isEmpty, !profiles.contains(own) {
                    if !pairs.contains(where: { $0.1 == mode }) { pairs.append((own, mode)) }
                } else if mode.exists(in: profile), mode != .accented || profile == .ios18 || !profiles.contains(.ios18) {
                    pairs.append((profile, mode))
                }
            }
        }
        return pairs
    }
}
