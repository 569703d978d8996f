/// A line segment in 24.8 fixed-point device coordinates (1/256 pixel), already clipped to the raster box.
struct FixedLine: Hashable, Sendable {
    var x0: Int32
    var y0: Int32
    var x1: Int32
    var y1: Int32

    /// Fixed-point units per pixel.
    static let one: Int = 256
    /// log2 of `one`.
    static let shift: Int = 8
}
