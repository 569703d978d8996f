/// Which group of the accented rendering mode a draw command belongs to (WIDGETKIT.md §1.3).
///
/// The accented post-pass keeps paint order and substitutes each command's paint by its group: the
/// default group becomes the mode's default colour, the accent group the tint. Views mark a subtree
/// with the resolver's `.accentGroup` effect (the widget layer's `widgetAccentable()`).
public enum AccentGroup: Hashable, Sendable, CustomStringConvertible {
    /// Content outside any `widgetAccentable()` subtree.
    case `default`
    /// Content inside a `widgetAccentable()` subtree.
    case accent

    public var description: String {
        switch self {
        case .default: return "default"
        case .accent: return "accent"
        }
    }
}
