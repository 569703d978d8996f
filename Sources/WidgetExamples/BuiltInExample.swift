import Views
import Widgets

/// A widget compiled into the binary, renderable with `widgetrender --example NAME`.
///
/// ```swift
/// let weather = BuiltInExample.named("weather")?.makeView()
/// ```
public struct BuiltInExample: Sendable {
    /// The name on the command line and in output file names.
    public var name: String
    /// One line for `widgetrender list examples`.
    public var summary: String
    /// The families the widget supports, in `WidgetFamily.allCases` order.
    public var families: [WidgetFamily]
    /// Builds the widget's view.
    public var makeView: @Sendable () -> AnyView
    /// The example's Live Activity, drawn by `gallery` and `check` in every presentation; nil: none.
    public var activity: Activity? = nil
    /// The example's control, drawn by `gallery` and `check` in every presentation; nil: none.
    public var control: Control? = nil

    /// A built-in Live Activity: its content states by name, and the views of each.
    public struct Activity: Sendable {
        /// The content states' names, in order (`5 of 8`, `goal met`).
        public var states: [String]
        /// The views of content state `index`.
        public var makeParts: @Sendable (_ index: Int) -> ActivityParts
    }

    /// A built-in control: a button or a toggle, and its template in a state (nil: its current value).
    public struct Control: Sendable {
        /// True for a toggle (drawn off and on).
        public var isToggle: Bool
        /// The template in a state.
        public var makeContent: @Sendable (_ state: ControlState?) -> ControlTemplateContent
    }

    /// Every built-in example; the first is the default.
    public static let all: [BuiltInExample] = [
        BuiltInExample(
            name: "habit", summary: "Hydration habit tracker: progress ring, streak bars (the default)",
            families: [.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge,
                       .accessoryCircular, .accessoryRectangular, .accessoryInline, .accessoryCorner],
            makeView: { AnyView(HabitTrackerWidget()) },
            activity: Activity(states: HabitActivity.states.map(\.name), makeParts: { HabitActivity.parts($0) }),
            control: Control(isToggle: true, makeContent: { HabitControl.content($0) })),
        BuiltInExample(
            name: "weather", summary: "Weather in Cupertino: sky gradient, symbols, hourly row, six-day list",
            families: [.systemSmall, .systemMedium, .systemLarge, .accessoryCircular, .accessoryRectangular,
                       .accessoryInline],
            makeView: { AnyView(WeatherWidget()) }),
        BuiltInExample(
            name: "events", summary: "Upcoming events: a text-heavy calendar list with truncation and calendar colours",
            families: [.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge, .accessoryCircular,
                       .accessoryRectangular, .accessoryInline],
            makeView: { AnyView(EventsWidget()) }),
        BuiltInExample(
            name: "battery", summary: "Battery levels of four devices: capacity gauges for the Lock Screen and watch",
            families: [.systemSmall, .systemMedium, .accessoryCircular, .accessoryRectangular, .accessoryInline,
                       .accessoryCorner],
            makeView: { AnyView(BatteryWidget()) }),
    ]

    /// The example `widgetrender` renders when given no file and no `--example`.
    public static var `default`: BuiltInExample { all[0] }

    /// Finds an example by name (any letter case).
    public static func named(_ name: String) -> BuiltInExample? {
        all.first { $0.name.lowercased() == name.lowercased() }
    }
}
