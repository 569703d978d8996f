// A shape's coverage over a canvas, ready for masking a finished image to it (a widget's container shape):
// the rasterizer's coverage mask of the path, plus per canvas row the run of full coverage (where masking
// leaves pixels as they are), found once.
import Graphics

/// The coverage of a shape over a canvas, with each row's fully covered run (``Pixmap/mask(with:)``).
package struct ShapeMask: Sendable {
    /// Canvas size in pixels.
    package let width: Int
    package let height: Int
    /// The path's coverage (nil: the shape covers no pixel).
    package let coverage: CoverageMask?
    /// For canvas row y, `fullRuns[2y] ..< fullRuns[2y + 1]` is the x range of coverage 255 (empty: none).
    package let fullRuns: [Int32]

    /// The coverage of `path` over a `width × height` canvas.
    package init(path: Path, width: Int, height: Int) {
        self.width = width
        self.height = height
        let coverage = Rasterizer.mask(for: path, clip: (width: width, height: height))
        self.coverage = coverage
        var runs = [Int32](repeating: 0, count: 2 * height)
        if let coverage {
            for y in max(coverage.originY, 0)..<min(coverage.originY + coverage.height, height) {
                let row = (y - coverage.originY) * coverage.width
                // The longest run of 255: container shapes are convex, so there is one run per row.
                var bestStart = 0, bestEnd = 0, x = 0
                while x < coverage.width {
                    guard coverage.coverage[row + x] == 255 else { x += 1; continue }
                    let start = x
                    while x < coverage.width && coverage.coverage[row + x] == 255 { x += 1 }
                    if x - start > bestEnd - bestStart { bestStart = start; bestEnd = x }
                }
                let x0 = min(max(coverage.originX + bestStart, 0), width)
                let x1 = min(max(coverage.originX + bestEnd, x0), width)
                runs[2 * y] = Int32(x0)
                runs[2 * y + 1] = Int32(x1)
            }
        }
        fullRuns = runs
    }
}
