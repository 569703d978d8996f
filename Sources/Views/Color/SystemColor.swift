import Graphics

/// The system's named colours, light and dark, for the default iOS 18 profile (WIDGETKIT.md §6.1
/// "iOS ≤18" columns, §6.2 semantic colours, §7 separator).
///
/// ```swift
/// Color(.secondarySystemBackground)
/// SystemColor.red.color(in: .dark)   // rgba(255,69,58,1)
/// ```
public enum SystemColor: String, Hashable, Sendable, CaseIterable {
    /// The palette (§6.1).
    case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, gray
    /// The system greys (§6.1).
    case systemGray2, systemGray3, systemGray4, systemGray5, systemGray6
    /// The label colours of the foreground hierarchy (§6.2).
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, quinaryLabel
    /// Backgrounds (§6.2).
    case systemBackground, secondarySystemBackground, tertiarySystemBackground
    /// Grouped backgrounds (§6.2).
    case systemGroupedBackground, secondarySystemGroupedBackground, tertiarySystemGroupedBackground
    /// The fills of `.fill` … `.fill.quaternary` (§6.2–6.3).
    case systemFill, secondarySystemFill, tertiarySystemFill, quaternarySystemFill
    /// Separators (the Divider colour, §7) and links.
    case separator, opaqueSeparator, link

    /// The colour in a colour scheme.
    public func color(in scheme: ColorScheme) -> RGBAColor {
        let (light, dark) = values
        return scheme == .dark ? dark : light
    }

    /// The label colour of hierarchical `level` (0 label … 4 quinary; beyond clamps).
    public static func label(level: Int) -> SystemColor {
        let labels: [SystemColor] = [.label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel, .quinaryLabel]
        return labels[Swift.min(Swift.max(level, 0), labels.count - 1)]
    }

    /// The fill colour of `level` (0 systemFill … 3 quaternarySystemFill; beyond clamps).
    public static func fill(level: Int) -> SystemColor {
        let fills: [SystemColor] = [.systemFill, .secondarySystemFill, .tertiarySystemFill, .quaternarySystemFill]
        return fills[Swift.min(Swift.max(level, 0), fills.count - 1)]
    }

    private var values: (light: RGBAColor, dark: RGBAColor) {
        func c(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> RGBAColor { RGBAColor(r255: r, g, b, alpha: a) }
        switch self {
        // §6.1, iOS ≤18 light / dark.
        case .red: return (c(255, 59, 48), c(255, 69, 58))
        case .orange: return (c(255, 149, 0), c(255, 159, 10))
        case .yellow: return (c(255, 204, 0), c(255, 214, 10))
        case .green: return (c(52, 199, 89), c(48, 209, 88))
        case .mint: return (c(0, 199, 190), c(99, 230, 226))
        case .teal: return (c(48, 176, 199), c(64, 200, 224))
        case .cyan: return (c(50, 173, 230), c(100, 210, 255))
        case .blue: return (c(0, 122, 255), c(10, 132, 255))
        case .indigo: return (c(88, 86, 214), c(94, 92, 230))
        case .purple: return (c(175, 82, 222), c(191, 90, 242))
        case .pink: return (c(255, 45, 85), c(255, 55, 95))
        case .brown: return (c(162, 132, 94), c(172, 142, 104))
        case .gray: return (c(142, 142, 147), c(142, 142, 147))
        case .systemGray2: return (c(174, 174, 178), c(99, 99, 102))
        case .systemGray3: return (c(199, 199, 204), c(72, 72, 74))
        case .systemGray4: return (c(209, 209, 214), c(58, 58, 60))
        case .systemGray5: return (c(229, 229, 234), c(44, 44, 46))
        case .systemGray6: return (c(242, 242, 247), c(28, 28, 30))
        // §6.2.
        case .label: return (c(0, 0, 0), c(255, 255, 255))
        case .secondaryLabel: return (c(60, 60, 67, 0.6), c(235, 235, 245, 0.6))
        case .tertiaryLabel: return (c(60, 60, 67, 0.3), c(235, 235, 245, 0.3))
        case .quaternaryLabel: return (c(60, 60, 67, 0.18), c(235, 235, 245, 0.16))
        case .quinaryLabel: return (c(0, 0, 0, 0.05), c(255, 255, 255, 0.05))
        case .systemBackground: return (c(255, 255, 255), c(0, 0, 0))
        case .secondarySystemBackground: return (c(242, 242, 247), c(28, 28, 30))
        case .tertiarySystemBackground: return (c(255, 255, 255), c(44, 44, 46))
        case .systemGroupedBackground: return (c(242, 242, 247), c(0, 0, 0))
        case .secondarySystemGroupedBackground: return (c(255, 255, 255), c(28, 28, 30))
        case .tertiarySystemGroupedBackground: return (c(242, 242, 247), c(44, 44, 46))
        case .systemFill: return (c(120, 120, 128, 0.20), c(120, 120, 128, 0.36))
        case .secondarySystemFill: return (c(120, 120, 128, 0.16), c(120, 120, 128, 0.32))
        case .tertiarySystemFill: return (c(118, 118, 128, 0.12), c(118, 118, 128, 0.24))
        case .quaternarySystemFill: return (c(116, 116, 128, 0.08), c(118, 118, 128, 0.18))
        // §6.2 and §7 (Divider colour).
        case .separator: return (c(60, 60, 67, 0.29), c(84, 84, 88, 0.6))
        case .opaqueSeparator: return (c(198, 198, 200), c(56, 56, 58))
        case .link: return (c(0, 122, 255), c(10, 132, 255))
        }
    }
}
