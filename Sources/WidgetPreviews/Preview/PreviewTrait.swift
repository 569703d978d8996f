/// A trait of a preview: DeveloperToolsSupport's `PreviewTrait`.
///
/// ```swift
/// #Preview("Badge", traits: .sizeThatFitsLayout) { StreakBadge(days: 12) }
/// #Preview(traits: .fixedLayout(width: 320, height: 120)) { HabitRow(habit: .sample) }
/// ```
/// The layout traits size the render; the orientations are accepted and inert (a render has no
/// device orientation).
public struct PreviewTrait<T> {
    /// What the trait says.
    enum Value: Hashable {
        case defaultLayout
        case sizeThatFitsLayout
        case fixedLayout(width: Double, height: Double)
        case orientation(String)
    }

    let value: Value
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The device's size; on Linux the view's own size (there is no device screen around a view preview).
    public static var defaultLayout: PreviewTrait<T> { PreviewTrait(value: .defaultLayout) }
    /// The view's own size.
    public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait(value: .sizeThatFitsLayout) }
    /// A fixed size in points.
    public static func fixedLayout(width: Double, height: Double) -> PreviewTrait<T> {
        PreviewTrait(value: .fixedLayout(width: width, height: height))
    }
    /// Portrait (accepted; inert).
    public static var portrait: PreviewTrait<T> { PreviewTrait(value: .orientation("portrait")) }
    /// Upside-down portrait (accepted; inert).
    public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait(value: .orientation("portraitUpsideDown")) }
    /// Landscape, home button left (accepted; inert).
    public static var landscapeLeft: PreviewTrait<T> { PreviewTrait(value: .orientation("landscapeLeft")) }
    /// Landscape, home button right (accepted; inert).
    public static var landscapeRight: PreviewTrait<T> { PreviewTrait(value: .orientation("landscapeRight")) }

    /// The layout the traits ask for: the last layout trait wins; none means the view's own size.
    static func layout(of traits: [PreviewTrait<T>]) -> PreviewLayout {
        var layout = PreviewLayout.sizeThatFits
        for trait in traits {
            switch trait.value {
            case .defaultLayout, .sizeThatFitsLayout: layout = .sizeThatFits
            case .fixedLayout(let width, let height): layout = .fixed(width: width, height: height)
            case .orientation: break
            }
        }
        return layout
    }
}
