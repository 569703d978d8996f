import Graphics
import Layout

/// A rounded rectangle whose corner radius is half its shorter side (SwiftUI's `Capsule`).
///
/// ```swift
/// Text("NEW").padding(.horizontal, 8).background(.blue, in: Capsule())
/// ```
public struct Capsule: InsettableShape {
    /// The corner style (a capsule's corners are circular either way: the continuous curve does not fit).
    public var style: RoundedCornerStyle

    /// Creates a capsule.
    public init(style: RoundedCornerStyle = .continuous) {
        self.style = style
    }

    /// The capsule in `rect`.
    public func path(in rect: Rect) -> Path { Path(capsuleIn: rect) }

    /// The capsule inset on every edge.
    public func inset(by amount: Double) -> _Inset<Capsule> { _Inset(base: self, amount: amount) }
}

extension Capsule: DescribedShape {
    func shapeDescription(in environment: EnvironmentValues) -> ShapeDescription {
        ShapeDescription(geometry: ResolvedShapeGeometry(kind: .capsule), layout: .shape, name: "Capsule")
    }
}
