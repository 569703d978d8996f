import Views
import Widgets

/// The default built-in example: a hydration habit tracker (`--example habit`).
///
/// Each family gets its own layout, as the HIG advises: the Lock Screen shows one number (a
/// capacity gauge, a linear gauge, a line of text); the Home Screen widgets grow from a ring and
/// the week's bars (small) to the ring with the streak (medium), the day's figures (large) and
/// today's log (extra large). The water colour is the accent group; on the Lock Screen (vibrant)
/// it turns white, as WIDGETKIT.md §1.5 advises.
struct HabitTrackerWidget: View {
    /// What the widget shows.
    var data = HabitData.sample

    @Environment(\.widgetFamily) private var family
    @Environment(\.widgetRenderingMode) var renderingMode

    var body: some View {
        switch family {
        case .accessoryInline: inline
        case .accessoryCircular: circular
        case .accessoryCorner: corner
        case .accessoryRectangular: rectangular
        case .systemSmall: small
        case .systemMedium: medium
        case .systemLarge: large
        case .systemExtraLarge: extraLarge
        }
    }

    /// Water blue, white on the Lock Screen.
    var water: Color { renderingMode == .vibrant ? .primary : .blue }

    /// Streak orange, white on the Lock Screen.
    var streak: Color { renderingMode == .vibrant ? .primary : .orange }
}
