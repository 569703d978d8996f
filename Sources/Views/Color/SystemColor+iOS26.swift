import Graphics

extension SystemColor {
    /// The colour in a colour scheme as `profile` draws it: iOS 26 changed the palette's hues (WIDGETKIT.md §6.1,
    /// HIG Color "Specifications" [D]); the greys, labels, fills and backgrounds are the same in both.
    public func color(in scheme: ColorScheme, profile: OSProfile) -> RGBAColor {
        guard profile == .ios26, let (light, dark) = ios26Palette else { return color(in: scheme) }
        return scheme == .dark ? dark : light
    }

    /// The iOS 26 light and dark values of the palette colours [D] (§6.1); nil where iOS 26 kept iOS 18's.
    var ios26Palette: (light: RGBAColor, dark: RGBAColor)? {
        func c(_ r: Double, _ g: Double, _ b: Double) -> RGBAColor { RGBAColor(r255: r, g, b) }
        switch self {
        case .red: return (c(255, 56, 60), c(255, 66, 69))
        case .orange: return (c(255, 141, 40), c(255, 146, 48))
        case .yellow: return (c(255, 204, 0), c(255, 214, 0))
        case .green: return (c(52, 199, 89), c(48, 209, 88))
        case .mint: return (c(0, 200, 179), c(0, 218, 195))
        case .teal: return (c(0, 195, 208), c(0, 210, 224))
        case .cyan: return (c(0, 192, 232), c(60, 211, 254))
        case .blue, .link: return (c(0, 136, 255), c(0, 145, 255))
        case .indigo: return (c(97, 85, 245), c(109, 124, 255))
        case .purple: return (c(203, 48, 224), c(219, 52, 242))
        case .pink: return (c(255, 45, 85), c(255, 55, 95))
        case .brown: return (c(172, 127, 94), c(183, 138, 102))
        default: return nil
        }
    }
}
