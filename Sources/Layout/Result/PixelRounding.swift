// Pixel rounding of layout frames, LAYOUT.md §13 [rev O-Round `roundCoordinatesToNearestOrUp`]:
// both corners are rounded to the nearest multiple of `1/scale`, ties up, and the size becomes
// `maxCorner − minCorner`. Work is done in device pixels, `floor(v·scale + 0.5)`, so a split such
// as 184/3 pt at @3x lands exactly on 184 px.

import Graphics

/// Snaps rectangles to a device-pixel grid.
struct PixelRounding: Sendable {
    /// Device pixels per point.
    var scale: Double

    /// A coordinate in points rounded to the nearest pixel, ties up; returned in pixels.
    func pixel(_ value: Double) -> Double {
        (value * scale + 0.5).rounded(.down)
    }

    /// `rect` (points) snapped: its corners rounded to pixels; returned in device pixels.
    func pixelRect(_ rect: Rect) -> Rect {
        let x0 = pixel(rect.minX), y0 = pixel(rect.minY)
        let x1 = pixel(rect.maxX), y1 = pixel(rect.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// A rectangle in device pixels converted back to points.
    func points(_ pixelRect: Rect) -> Rect {
        Rect(x: pixelRect.minX / scale, y: pixelRect.minY / scale,
             width: pixelRect.width / scale, height: pixelRect.height / scale)
    }
}
