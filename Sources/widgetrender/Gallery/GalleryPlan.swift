import Graphics
import Render
import Views
import Widgets

/// The renders of a gallery: every chosen family × mode × scheme the widget supports, in a fixed
/// order (families, then modes, then light before dark, each in `allCases` order).
///
/// Dark is rendered only where the colour scheme can change the pixels: vibrant, night and reduced
/// luminance (Lock Screen and StandBy) resolve dark whatever the scheme (WIDGETKIT.md §6.4,
/// ``WidgetCanvas/forcesDarkScheme``), so for them one image stands for both, named without `-dark`. Combinations no device shows are left
/// out: accessoryCircular, accessoryCorner and accessoryInline are never full colour (WIDGETKIT.md §1.1).
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

        /// `<family>-<mode>[-dark][-SIZE][-LOCALE][-CONTEXT]`, the file name without `.png` (`-AX5`,
        /// `-ar_EG`, `-lockScreen`; nothing for Large, without `--locales` or on the Home Screen).
        var fileStem: String {
            GalleryPlan.fileStem(family: family, mode: mode, scheme: scheme)
                + GalleryPlan.textSuffix(dynamicTypeSize: dynamicTypeSize) + (locale.map { "-\($0)" } ?? "")
                + (placement.map { "-\($0)" } ?? "")
        }
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
    /// locales: empty means the default locale, unnamed). Locales vary innermost, then sizes.
    init(supported: [WidgetFamily], families: [WidgetFamily], modes: [WidgetMode], schemes: [ColorScheme],
         dynamicTypeSizes: [DynamicTypeSize] = [], locales: [String] = [], contexts: [WidgetPlacement] = []) {
        let sizes = dynamicTypeSizes.isEmpty ? [DynamicTypeSize.large] : dynamicTypeSizes
        let locales: [String?] = locales.isEmpty ? [nil] : locales
        let families = (families.isEmpty ? WidgetFamily.allCases : families).filter(supported.contains)
        let modes = modes.isEmpty ? WidgetMode.allCases : modes
        let schemes = schemes.isEmpty ? ColorScheme.allCases : schemes
        var entries: [Entry] = []
        for family in families {
            for mode in modes where Self.occurs(family: family, mode: mode) {
                if Self.schemeMatters(family: family, mode: mode) {
                    for scheme in schemes {
                        for size in sizes {
                            for locale in locales {
                                entries.append(Entry(family: family, mode: mode, scheme: scheme,
                                                     dynamicTypeSize: size, locale: locale))
                            }
                        }
                    }
                } else {
                    for size in sizes {
                        for locale in locales {
                            entries.append(Entry(family: family, mode: mode, scheme: .light, dynamicTypeSize: size,
                                                 locale: locale))
                        }
                    }
                }
            }
        }
        // Contexts come after the widget alone: each family and mode the place shows, in the chosen ones.
        // The Lock Screens follow the scheme (its wallpaper is light or dark); StandBy is always dark, once.
        for placement in contexts where placement != .homeScreen {
            for family in families where placement.families.contains(family) {
                for mode in modes where placement.modes.contains(mode) {
                    for scheme in placement == .standBy ? [ColorScheme.light] : schemes {
                        entries.append(Entry(family: family, mode: mode, scheme: scheme, placement: placement))
                    }
                }
            }
        }
        self.entries = entries
    }

    /// False for the combinations no device shows: full colour of accessoryCircular, accessoryCorner
    /// and accessoryInline (WIDGETKIT.md §1.1: "never fullColor"). `render` still draws them on request.
    static func occurs(family: WidgetFamily, mode: WidgetMode) -> Bool {
        switch (family, mode) {
        case (.accessoryCircular, .fullColor), (.accessoryCorner, .fullColor), (.accessoryInline, .fullColor):
            return false
        default:
            return true
        }
    }

    /// True when light and dark render differently: the surface does not force the dark scheme
    /// (``WidgetCanvas/forcesDarkScheme``), i.e. full colour and accented.
    static func schemeMatters(family: WidgetFamily, mode: WidgetMode) -> Bool {
        guard let canvas = try? WidgetCanvas(family: family, mode: mode) else { return true }
        return !canvas.forcesDarkScheme
    }

    /// `<family>-<mode>[-dark]`.
    static func fileStem(family: WidgetFamily, mode: WidgetMode, scheme: ColorScheme) -> String {
        "\(family.rawValue)-\(mode.rawValue)\(scheme == .dark ? "-dark" : "")"
    }

    /// The file-name suffix of the text settings: `-AX5`, `-xSmall`; empty at Large.
    static func textSuffix(dynamicTypeSize: DynamicTypeSize) -> String {
        dynamicTypeSize == .large ? "" : "-\(dynamicTypeSize.name)"
    }
}
