import Layout
import Views

/// A container background a widget declared with `containerBackground(_:for:)` or
/// `containerBackground(for:alignment:content:)`, with the environment it was declared in.
///
/// The renderer draws it (``view``) filling the whole widget under the content when the background
/// treatment is `.drawn`, or `.systemAccessoryBackgroundOnly` and it is ``isAccessoryWidgetBackground``
/// (WIDGETKIT.md §3).
public struct ContainerBackground {
    /// What was declared.
    public enum Content {
        /// A shape style filling the widget (`.containerBackground(.fill.tertiary, for: .widget)`).
        case style(AnyShapeStyle)
        /// A view laid out at the widget's size (`.containerBackground(for: .widget) { LinearGradient(…) }`).
        case view(AnyView, alignment: Alignment)
    }

    /// The declared style or view.
    public var content: Content
    /// The environment at the point of declaration (its foreground style, tint, colour scheme …),
    /// in which the background resolves, as SwiftUI resolves a modifier's content.
    public var environment: EnvironmentValues
    /// True when the declared view is the system's own `AccessoryWidgetBackground()`
    /// (`.containerBackground(for: .widget) { AccessoryWidgetBackground() }`), which an accessory family keeps.
    public var isAccessoryWidgetBackground: Bool

    /// Creates a background.
    public init(content: Content, environment: EnvironmentValues, isAccessoryWidgetBackground: Bool = false) {
        self.content = content
        self.environment = environment
        self.isAccessoryWidgetBackground = isAccessoryWidgetBackground
    }

    /// The background as a view filling a widget of `canvas`'s size, resolved in ``environment`` (with the
    /// render's ``EnvironmentValues/namedColors``).
    public func view(filling canvas: WidgetCanvas) -> some View {
        Group {
            switch content {
            case .style(let style):
                Rectangle().fill(style)
            case let .view(view, alignment):
                view.frame(width: canvas.size.width, height: canvas.size.height, alignment: alignment)
            }
        }
        .transformEnvironment(\.self) { current in
            // The render's services in the environment (named colours) are installed after the declaration
            // was captured: keep the current ones.
            let namedColors = current.namedColors
            current = environment
            current.namedColors = namedColors
        }
    }
}
