import Graphics
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

        /// `<family>-<mode>[-dark][-SIZE]`, the file name without `.png` (`-AX5`; nothing for Large).
        var fileStem: String {
            GalleryPlan.fileStem(family: family, mode: mode, scheme: scheme)
                + GalleryPlan.textSuffix(dynamicTypeSize: dynamicTypeSize)
        }
        /// `fullColor`, `fullColor dark`, `fullColor AX5` …: the tile's label.
        var label: String {
            var words = [mode.rawValue]
            if scheme == .dark { words.append("dark") }
            if dynamicTypeSize != .large { words.append(dynamicTypeSize.name) }
            return words.joined(separator: " ")
        }
    }

    /// The renders, in order.
    var entries: [Entry]

    /// Plans the gallery of a widget supporting `supported` for the chosen families, modes, schemes and
    /// Dynamic Type sizes (empty lists mean all, except sizes: empty means Large only). Sizes vary
    /// innermost.
    init(supported: [WidgetFamily], families: [WidgetFamily], modes: [WidgetMode], schemes: [ColorScheme],
         dynamicTypeSizes: [DynamicTypeSize] = []) {
        let sizes = dynamicTypeSizes.isEmpty ? [DynamicTypeSize.large] : dynamicTypeSizes
        let families = (families.isEmpty ? WidgetFamily.allCases : families).filter(supported.contains)
        let modes = modes.isEmpty ? WidgetMode.allCases : modes
        let schemes = schemes.isEmpty ? ColorScheme.allCases : schemes
        var entries: [Entry] = []
        for family in families {
            for mode in modes where Self.occurs(family: family, mode: mode) {
                if Self.schemeMatters(family: family, mode: mode) {
                    for scheme in schemes {
                        for size in sizes {
                            entries.append(Entry(family: family, mode: mode, scheme: scheme, dynamicTypeSize: size))
                        }
                    }
                } else {
                    for size in sizes {
                        entries.append(Entry(family: family, mode: mode, scheme: .light, dynamicTypeSize: size))
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
