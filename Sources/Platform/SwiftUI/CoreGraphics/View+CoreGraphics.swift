// The view modifiers whose SwiftUI signature takes a CoreGraphics struct (CGFloat parameters need no
// overload: SE-0307 converts CGFloat to Double at the call). Each forwards to Views' modifier. A
// property declared here shadows Views' one of the same name in every module importing SwiftUI (and in
// this one), so Views' is reached with a module selector (`self.Views::size`, Swift 6.3 / SE-0491).
import Graphics
import Views

extension View {
    /// Moves the view by `offset` without changing its layout (SwiftUI's `offset(_:)`).
    ///
    /// ```swift
    /// Circle().offset(CGSize(width: 4, height: -2))
    /// ```
    public func offset(_ offset: CGSize) -> some View { self.offset(Size(offset)) }

    /// Centres the view at `position` in its parent's coordinates (SwiftUI's `position(_:)`).
    ///
    /// ```swift
    /// Text("•").position(CGPoint(x: 10, y: 10))
    /// ```
    public func position(_ position: CGPoint) -> some View { self.position(Point(position)) }
}

extension GeometryProxy {
    /// The reader's size (SwiftUI's `GeometryProxy.size`, a CGSize).
    public var size: CGSize { CGSize(self.Views::size) }

    /// The reader's bounds in `space` (SwiftUI's `frame(in:)`, a CGRect).
    public func frame(in space: CoordinateSpace) -> CGRect { CGRect(self.Views::frame(in: space)) }
}
