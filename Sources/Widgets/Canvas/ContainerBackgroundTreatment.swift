import Graphics

/// What happens to a widget's container background in one context and mode: the removal rules of
/// WIDGETKIT.md §3 (each row our choice [C], derived from the documented behaviour S1, S2, S9).
///
/// | context, mode | treatment |
/// |---|---|
/// | Home Screen, fullColor | `.drawn` |
/// | Home Screen, accented (iOS 18 tinted) | `.replacedByAccentedBackground` |
/// | Lock Screen (vibrant; accessory families in any mode) | `.removed` |
/// | StandBy (night; reduced luminance of a system family) | `.removedOverBlack` |
/// | watch complication | `.removed` |
/// | watch Smart Stack | `.drawn` (a dark material when none is declared) |
///
/// A background marked `containerBackgroundRemovable(false)` makes the widget ineligible for the
/// Lock Screen and StandBy (§3, S9); asked to render it there anyway, we keep it `.drawn` so the
/// preview shows what the widget would look like, and the resolver leaves a warning.
///
/// ```swift
/// let treatment = ContainerBackgroundTreatment(context: .standBy, mode: .night, isRemovable: true)
/// treatment.showsContainerBackground   // false
/// ```
public enum ContainerBackgroundTreatment: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The declared background (or the default one) fills the widget under the content.
    case drawn
    /// The system paints its own accented background instead (iOS 18 tinted Home Screen, §1.3); the
    /// declared background is not drawn. The renderer draws the tinted stand-in behind the content.
    case replacedByAccentedBackground
    /// Nothing is drawn behind the content: it sits on the wallpaper or watch face (transparent pixels).
    case removed
    /// Nothing of the widget's background is drawn; the widget sits on black (StandBy, CarPlay, §2.6).
    case removedOverBlack

    /// The treatment for a widget shown in `context` in `mode`.
    public init(context: WidgetContext, mode: WidgetMode, isRemovable: Bool = true) {
        switch context {
        case .homeScreen:
            self = mode == .accented ? .replacedByAccentedBackground : .drawn
        case .lockScreen:
            self = isRemovable ? .removed : .drawn
        case .standBy:
            self = isRemovable ? .removedOverBlack : .drawn
        case .watchComplication:
            self = .removed
        case .watchSmartStack:
            self = .drawn
        }
    }

    /// The value of `@Environment(\.showsWidgetContainerBackground)` for this treatment (§3, S17).
    ///
    /// True when a background platter is shown behind the widget: its own (`.drawn`) or the
    /// system's tinted one (`.replacedByAccentedBackground`, our choice [C]: the tinted Home Screen
    /// still shows a platter, unlike the Lock Screen and StandBy where S20 reads `false`).
    public var showsContainerBackground: Bool {
        switch self {
        case .drawn, .replacedByAccentedBackground: true
        case .removed, .removedOverBlack: false
        }
    }

    /// [C] The watch Smart Stack's default dark material when a widget declares no container
    /// background (§3 says "a default dark material"; no colour is published): systemGray6 dark,
    /// (28, 28, 30), opaque.
    public static let watchSmartStackMaterial = RGBAColor(r255: 28, 28, 30, alpha: 1)

    public var description: String { rawValue }
}
