// SwiftUI's colour-filter modifiers as 4×5 matrices on premultiplied pixels (Raster's ColorMatrix).
//
// Each filter is defined on straight colour c and alpha a; on premultiplied values p = c·a a filter
// that is linear in c stays linear, and a constant k becomes k·a (the alpha column). Luma weights are
// WIDGETKIT.md §1.4's (0.2125, 0.7154, 0.0721); the hue rotation is SVG's feColorMatrix hueRotate
// (Filter Effects Module Level 1, §9.6) with those weights.
import Glibc
import Graphics
import Raster
import Views

extension ColorFilter {
    /// The filter as a colour matrix on premultiplied pixels.
    var matrix: ColorMatrix {
        let wr = 0.2125, wg = 0.7154, wb = 0.0721
        func matrix(_ rgb: [[Double]], alphaColumn: [Double] = [0, 0, 0], alphaRow: [Double] = [0, 0, 0, 1])
            -> ColorMatrix {
            var values: [Double] = []
            for row in 0..<3 { values += rgb[row] + [alphaColumn[row], 0] }
            values += alphaRow + [0]
            return ColorMatrix(values) ?? .identity
        }
        /// (1 − t)·identity + t·grey, on the colour rows.
        func towardGrey(_ t: Double) -> ColorMatrix {
            let rows = (0..<3).map { row in
                [wr, wg, wb].enumerated().map { column, w in (row == column ? 1 - t : 0) + t * w }
            }
            return matrix(rows)
        }
        switch self {
        case .grayscale(let amount):
            return towardGrey(min(max(amount, 0), 1))
        case .saturation(let amount):
            return towardGrey(1 - max(amount, 0))
        case .brightness(let amount):
            return matrix([[1, 0, 0], [0, 1, 0], [0, 0, 1]], alphaColumn: [amount, amount, amount])
        case .contrast(let amount):
            let k = amount, offset = 0.5 * (1 - amount)
            return matrix([[k, 0, 0], [0, k, 0], [0, 0, k]], alphaColumn: [offset, offset, offset])
        case .colorMultiply(let color):
            return matrix([[color.red, 0, 0], [0, color.green, 0], [0, 0, color.blue]],
                          alphaRow: [0, 0, 0, color.alpha])
        case .hueRotation(let angle):
            let c = cos(angle.radians), s = sin(angle.radians)
            return matrix([
                [wr + c * (1 - wr) - s * wr, wg - c * wg - s * wg, wb - c * wb + s * (1 - wb)],
                [wr - c * wr + s * 0.143, wg + c * (1 - wg) + s * 0.140, wb - c * wb - s * 0.283],
                [wr - c * wr - s * (1 - wr), wg - c * wg + s * wg, wb + c * (1 - wb) + s * wb],
            ])
        case .colorInvert:
            return matrix([[-1, 0, 0], [0, -1, 0], [0, 0, -1]], alphaColumn: [1, 1, 1])
        case .luminanceToAlpha:
            return .luminanceToAlpha
        }
    }
}
