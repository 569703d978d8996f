import Graphics

/// What happens to a widget's container background in one context and mode: the removal rules of
/// WIDGETKIT.md §3 (each row our choice [C], derived from the documented behaviour S1, S2, S9).
///
/// | context, mode | treatment |
/// |---|---|
/// | Home Screen, fullColor | `.drawn` |
/// | Home Screen, accented (iOS 18 tinted) | `.replacedByAccentedBackground` |
/// | Home Screen, clear or tinted (iOS 26) | `.replacedByGlass` |
/// | Lock Screen, a system family (iPad systemSmall, vibrant) | `.removed` |
/// | Lock Screen or watch complication, accessoryCircular/Rectangular/Corner | `.systemAccessoryBackgroundOnly` |
/// | Lock Screen or watch complication, accessoryInline | `.removed` |
/// | StandBy (night; reduced luminance of a system family) | `.removedOverBlack` |
/// | watch Smart Stack | `.drawn` (a dark material when none is declared) |
/// | Mac desktop, fullColor (the desktop in front); Notification Center | `.drawn` |
/// | Mac desktop, vibrant (an app window active) | `.removed` |
///
/// A background marked `containerBackgroundRemovable(false)` makes a system family ineligible for the
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
    /// The iOS 26 clear and tinted Home Screens (§1.3, S6): the declared background is removed and the system
    /// draws its glass (clear, or tinted in the person's tint) behind the content, over the wallpaper.
    case replacedByGlass
    /// Nothing of the widget's background is drawn; the widget sits on black (StandBy, CarPlay, §2.6).
    case removedOverBlack
    /// An accessory family with a shape (circular, rectangular, corner) on the Lock Screen or a watch face: the
    /// widget's own background is removed, but a declared `AccessoryWidgetBackground()` — the system's adaptive
    /// backdrop (S18) — is drawn, over nothing; on the Lock Screen the vibrant pass turns it into the
    /// semi-translucent material. WidgetKit "removes the background of your widget or renders it with
    /// semi-translucent appearance" in vibrant (S9) without saying which part is which: our choice [C], so that
    /// `.containerBackground(for: .widget) { AccessoryWidgetBackground() }` draws the disc its ZStack form
    /// draws, while a colour or gradient meant for the Home Screen stays off the Lock Screen.
    case systemAccessoryBackgroundOnly

    /// The treatment for a widget shown in `context` in `mode`; `hasAccessoryShape` for accessoryCircular,
    /// accessoryRectangular and accessoryCorner (accessoryInline draws no background, §2.7).
    public init(context: WidgetContext, mode: WidgetMode, isRemovable: Bool = true, hasAccessoryShape: Bool = false) {
        switch context {
        case .homeScreen:
            self = mode == .accented ? .replacedByAccentedBackground : mode.isGlass ? .replacedByGlass : .drawn
        case .lockScreen where hasAccessoryShape, .watchComplication where hasAccessoryShape:
            self = .systemAccessoryBackgroundOnly
        case .watchComplication:
            self = .removed
        case .lockScreen:
            self = isRemovable ? .removed : .drawn
        case .standBy:
            self = isRemovable ? .removedOverBlack : .drawn
        case .watchSmartStack, .notificationCenter:
            self = .drawn
        case .macDesktop:
            self = mode == .vibrant && isRemovable ? .removed : .drawn
        }
    }

    /// The value of `@Environment(\.showsWidgetContainerBackground)` for this treatment (§3, S17).
    ///
    /// True when a background platter is shown behind the widget: its own (`.drawn`) or the
    /// system's tinted one (`.replacedByAccentedBackground`, our choice [C]: the tinted Home Screen
    /// still shows a platter, unlike the Lock Screen and StandBy where S20 reads `false`). False for
    /// `.systemAccessoryBackgroundOnly`: S17 documents `false` for accessory families (iOS 16), and the widget's
    /// own background is not shown. False for `.replacedByGlass` [C]: the widget's background is removed (S6, S9)
    /// and the glass is the system's, not the widget's.
    public var showsContainerBackground: Bool {
        switch self {
        case .drawn, .replacedByAccentedBackground: true
        case .removed, .removedOverBlack, .systemAccessoryBackgroundOnly, .replacedByGlass: false
        }
    }

    /// [C] The watch Smart Stack's default dark material when a widget declares no container
    /// background (§3 says "a default dark material"; no colour is published): systemGray6 dark,
    /// (28, 28, 30), opaque.
    public static let watchSmartStackMaterial = RGBAColor(r255: 28, 28, 30, alpha: 1)

    public var description: String { rawValue }
}
