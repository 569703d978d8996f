import Graphics
import Raster
import Render
import SwiftUI
import TestSupport

/// Renders `view` at 1× on a light canvas of `width × height` points.
func pixels<V: View>(_ view: V, width: Double = 40, height: Double = 40, scheme: ColorScheme = .light) throws -> Pixmap {
    try ViewRenderer().render(view, size: Size(width: width, height: height), scale: 1, colorScheme: scheme,
                              resources: try TestResources.get())
}

/// The premultiplied RGBA8 of the pixel at `x`, `y`.
func rgba(_ pixmap: Pixmap, x: Int, y: Int) -> [UInt8] {
    let p = pixmap.pixel(x: x, y: y)
    return [p.r, p.g, p.b, p.a]
}
