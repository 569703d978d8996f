import Graphics
import Views

/// The outline of a bordered button (SwiftUI's `ButtonBorderShape`).
///
/// ```swift
/// Button("Log") { }.buttonStyle(.bordered).buttonBorderShape(.roundedRectangle(radius: 6))
/// ```
public struct ButtonBorderShape: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case automatic
        case capsule
        case roundedRectangle(radius: Double?)
        case circle
    }

    let kind: Kind

    /// The style's default: a capsule in a widget (our choice, ``ButtonMetrics``).
    public static let automatic = ButtonBorderShape(kind: .automatic)
    /// A capsule.
    public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A rounded rectangle with the control size's corner radius (``ButtonMetrics``).
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(radius: nil))
    /// A circle (iOS 17): the button is as wide as it is tall.
    public static let circle = ButtonBorderShape(kind: .circle)

    /// A rounded rectangle with corners of `radius` points.
    public static func roundedRectangle(radius: Double) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(radius: radius))
    }
}

extension View {
    /// Sets the outline of bordered buttons in this view.
    ///
    /// ```swift
    /// Button { } label: { Image(systemName: "plus") }.buttonStyle(.bordered).buttonBorderShape(.circle)
    /// ```
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        environment(\.buttonBorderShape, shape)
    }
}
