import Graphics
import Render
import Views
import Widgets

/// The renders of a gallery: the render matrix (``Widgets/WidgetAppearance/matrix(families:modes:schemes:dynamicTypeSizes:locales:device:pinnedScheme:)``:
/// only what a device shows, dark only where the scheme changes the pixels) of the chosen families the widget
/// supports, then the chosen contexts (placements), in a fixed order.
struct GalleryPlan: Sendable {
    /// One render of the gallery.
    struct Entry: Hashable, Sendable {
        var family: WidgetFamily
        var mode: WidgetMode
        var scheme: ColorScheme
        /// The Dynamic Type size (an axis only when `--dynamic-type-sizes` is given).
        var dynamicTypeSize: DynamicTypeSize = .large
        /// The locale identifier (an axis only when `--locales` is given); its language sets the layout
        /// direction, as `--locale` does.
        var locale: String? = nil
        /// Where the widget is shown (`--contexts`); nil: alone, as on the Home Screen.
        var placement: WidgetPlacement? = nil
        /// The OS profile (`--os`); nil: the one the mode implies.
        var os: OSProfile? = nil

        /// The combination of the render matrix this entry draws.
        var appearance: WidgetAppearance {
            WidgetAppearance(family: family, mode: mode, colorScheme: scheme, dynamicTypeSize: dynamicTypeSize,
                             localeIdentifier: locale,
                             layoutDirection: locale.map { LayoutDirection(localeIdentifier: $0) } ?? .leftToRight,
                             os: os)
        }

        /// The matrix's file stem (``Widgets/WidgetAppearance/fileStem``) and `-CONTEXT` for a placement
        /// (`-lockScreen`); over a Lock Screen wallpaper the scheme is an axis (the wallpaper's).
        var fileStem: String { placement?.fileStem(appearance) ?? appearance.fileStem }
        /// `fullColor`, `fullColor dark`, `fullColor AX5`, `fullColor ar_EG`, `vibrant lockScreen` …: the tile's label.
        var label: String {
            var words = [mode.rawValue]
            if scheme == .dark { words.append("dark") }
            if dynamicTypeSize != .large { words.append(dynamicTypeSize.name) }
            if let locale { words.append(locale) }
            if let placement { words.append(placement.rawValue) }
            return words.joined(separator: " ")
        }
    }

    /// The renders, in order.
    var entries: [Entry]

    /// The families of the renders, in plan order.
    var families: [WidgetFamily] {
        var seen = Set<WidgetFamily>()
        return entries.map(\.family).filter { seen.insert($0).inserted }
    }

    /// Plans the gallery of a widget supporting `supported` for the chosen families, modes, schemes,
    /// Dynamic Type sizes and locales (empty lists mean all, except sizes: empty means Large only, and
    /// locales: empty means the default locale, unnamed). Locales vary innermost, then sizes. `os` picks the OS
    /// profile (nil: ``Views/OSProfile/standard``): with iOS 26 the Home Screen shows clear and tinted.
    init(supported: [WidgetFamily], families: [WidgetFamily], modes: [WidgetMode], schemes: [ColorScheme],
         dynamicTypeSizes: [DynamicTypeSize] = [], locales: [String] = [], contexts: [WidgetPlacement] = [],
         os: OSProfile? = nil) {
        let families = (families.isEmpty ? WidgetFamily.allCases : families).filter(supported.contains)
        let modes = modes.isEmpty ? WidgetMode.allCases.filter { $0.exists(in: os ?? .standard) } : modes
        let schemes = schemes.isEmpty ? ColorScheme.allCases : schemes
        var entries = WidgetAppearance.matrix(families: families, modes: modes, schemes: schemes,
                                              dynamicTypeSizes: dynamicTypeSizes, locales: locales,
                                              profiles: os.map { [$0] } ?? []).map { appearance in
            Entry(family: appearance.family, mode: appearance.mode, scheme: appearance.colorScheme,
                  dynamicTypeSize: appearance.dynamicTypeSize, locale: appearance.localeIdentifier, os: appearance.os)
        }
        // Contexts come after the widget alone (WidgetPlacement.appearances(of:modes:schemes:device:)).
        for placement in contexts {
            for family in families {
                for appearance in placement.appearances(of: family, modes: modes, schemes: schemes) {
                    entries.append(Entry(family: family, mode: appearance.mode, scheme: appearance.colorScheme,
                                         placement: placement, os: os == appearance.mode.impliedProfile ? nil : os))
                }
            }
        }
        self.entries = entries
    }
}
