import Graphics
import Layout

/// A coordinate space a ``GeometryProxy`` reports frames in (SwiftUI's `CoordinateSpace` /
/// `CoordinateSpaceProtocol` values).
///
/// `.global` is the widget's canvas; `.local` the reader itself; a named space (`.named("card")`) is
/// not tracked by this renderer and answers like `.global` (docs/views.md).
public enum CoordinateSpace: Hashable, Sendable {
    /// The widget's canvas (SwiftUI: the window).
    case global
    /// The reader's own bounds.
    case local
    /// A space named with `coordinateSpace(name:)`; answered as `.global`.
    case named(String)

    /// A named space (SwiftUI's `.named(_:)` takes any Hashable; its description is kept).
    public static func named<Name: Hashable>(_ name: Name) -> CoordinateSpace { .named(String(describing: name)) }
}

/// A named coordinate space marker, accepted and inert (frames in named spaces answer as `.global`).
extension View {
    /// Names this view's coordinate space (accepted; ``GeometryProxy/frame(in:)`` answers `.named`
    /// spaces as `.global`).
    public func coordinateSpace<Name: Hashable>(name: Name) -> Self { self }
}

/// What a ``GeometryReader`` tells its content: its size and where it is (SwiftUI's `GeometryProxy`).
///
/// ```swift
/// GeometryReader { proxy in
///     Capsule().frame(width: proxy.size.width * progress)
/// }
/// ```
public struct GeometryProxy: Sendable {
    /// The reader's frame in the widget's canvas, in points.
    let globalFrame: Rect

    /// Creates a proxy for a reader placed at `globalFrame`.
    public init(globalFrame: Rect) {
        self.globalFrame = globalFrame
    }

    /// The reader's size: the whole proposal it was offered.
    public var size: Size { globalFrame.size }

    /// The safe-area insets of the reader: always zero, a widget has no safe area.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The reader's bounds in `space`: origin zero for `.local`, its position on the canvas for `.global`.
    /// Disfavoured: where the SwiftUI shim's CGRect `frame(in:)` is visible too (same argument, other result),
    /// `let frame = proxy.frame(in: .local)` takes that one instead of being ambiguous.
    @_disfavoredOverload
    public func frame(in space: CoordinateSpace) -> Rect {
        switch space {
        case .local: Rect(origin: .zero, size: globalFrame.size)
        case .global, .named: globalFrame
        }
    }
}
