import Graphics

// SwiftUI's static shape members (iOS 17), so `.clipShape(.rect(cornerRadius: 12))` and
// `.background(.blue, in: .capsule)` read as they do in SwiftUI.

extension Shape where Self == Rectangle {
    /// A rectangle.
    ///
    /// ```swift
    /// Color.red.clipShape(.rect)
    /// ```
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rounded rectangle with equal corner radii.
    ///
    /// ```swift
    /// Image(path: "cover.png").resizable().clipShape(.rect(cornerRadius: 12))
    /// ```
    public static func rect(cornerRadius: Double, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    /// A rounded rectangle with elliptical corners.
    public static func rect(cornerSize: Size, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == Circle {
    /// A circle.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
    /// An ellipse.
    public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == Capsule {
    /// A capsule.
    ///
    /// ```swift
    /// Text("NEW").padding(6).background(.blue, in: .capsule)
    /// ```
    public static var capsule: Capsule { Capsule() }

    /// A capsule with a corner style.
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == ContainerRelativeShape {
    /// The container-relative shape.
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
