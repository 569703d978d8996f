/// An icon font the symbol catalogue draws from: a closed set of files bundled in `Fonts/`.
///
/// The fonts are SF Symbols stand-ins taken from Debian (Fonts/README.md, "Symbol fonts"). Each is designed
/// on a square grid; `designCenterY` and `designHeight` say where a full-height icon sits on it, so every
/// font's icons can be normalised to the same *symbol units* (1 = a full-height icon, see `SymbolShape`).
public enum SymbolFont: String, Hashable, Sendable, CaseIterable {
    /// Google's Material Icons (filled style), `fonts-material-design-icons-iconfont`, Apache-2.0.
    case materialIcons
    /// Fork Awesome (a Font Awesome 4.7 fork), `fonts-fork-awesome`, SIL OFL 1.1.
    case forkAwesome
    /// Templarian's Material Design Icons 1.6, `fonts-materialdesignicons-webfont`, SIL OFL 1.1.
    case materialDesignIcons

    /// The font file, relative to the fonts directory.
    public var file: String {
        switch self {
        case .materialIcons: return "MaterialIcons/MaterialIcons-Regular.ttf"
        case .forkAwesome: return "ForkAwesome/forkawesome-webfont.ttf"
        case .materialDesignIcons: return "MaterialDesignIcons/materialdesignicons-webfont.ttf"
        }
    }

    /// The vertical centre of the icon grid above the baseline, in em.
    ///
    /// Material Icons: a 24-unit grid from the baseline to 1 em; Material Design Icons: the same grid from
    /// −64/512 to 448/512 em; Fork Awesome: 1792 units from −256 to 1536.
    public var designCenterY: Double {
        switch self {
        case .materialIcons: return 0.5
        case .forkAwesome: return 640.0 / 1792.0
        case .materialDesignIcons: return 192.0 / 512.0
        }
    }

    /// The height of a full-height icon (a circle) in em: the 20-unit live area of a 24-unit grid for
    /// the Material fonts, 1536/1792 for Fork Awesome.
    public var designHeight: Double {
        switch self {
        case .materialIcons, .materialDesignIcons: return 20.0 / 24.0
        case .forkAwesome: return 1536.0 / 1792.0
        }
    }
}
