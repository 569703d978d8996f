// Masking a finished widget to its container shape, in place (WidgetRenderer step 5).
//
// Every pixel is multiplied by the shape's anti-aliased coverage c (Raster's `Rasterizer.mask`, the same cells
// and sweep a clip uses): each premultiplied channel becomes x·c/255 rounded to nearest with Blinn's exact
// formula ((t + (t >> 8)) >> 8, t = x·c + 128; "Three Wrongs Make a Right", 1995). That is the value the earlier
// "clip + drawPixmap onto a transparent pixmap" gave (source-over of s·c onto 0), so pixels are identical, without
// a second full-size pixmap (1 MiB of fresh, page-faulting memory at systemSmall @3x) or a full-frame composite.
// Rows are scanned eight coverage bytes at a time; only pixels with c < 255 are touched.
// Pointers stay inside `withUnsafeMutableBytes` / `withUnsafeBufferPointer`; every index is inside the pixmap
// (the mask is computed with the pixmap's size as its clip).
import Graphics
import Raster

extension Pixmap {
    /// Multiplies every pixel by the coverage of `path` (pixels outside it become transparent).
    mutating func mask(to path: Path) {
        let width = self.width, height = self.height
        guard let mask = Rasterizer.mask(for: path, clip: (width: width, height: height)) else {
            _ = withUnsafeMutableBytes { $0.initializeMemory(as: UInt8.self, repeating: 0) }
            return
        }
        let x0 = max(mask.originX, 0), y0 = max(mask.originY, 0)
        let x1 = min(mask.originX + mask.width, width), y1 = min(mask.originY + mask.height, height)
        withUnsafeMutableBytes { raw in
            let pixels = raw.bindMemory(to: UInt32.self)
            guard let base = pixels.baseAddress, x0 < x1, y0 < y1 else {
                _ = raw.initializeMemory(as: UInt8.self, repeating: 0)
                return
            }
            // Rows above and below the mask, and the columns beside it, are outside the shape.
            if y0 > 0 { (base).update(repeating: 0, count: y0 * width) }
            if y1 < height { (base + y1 * width).update(repeating: 0, count: (height - y1) * width) }
            mask.coverage.withUnsafeBufferPointer { coverage in
                guard let cov = coverage.baseAddress else { return }
                for y in y0..<y1 {
                    let row = base + y * width
                    if x0 > 0 { row.update(repeating: 0, count: x0) }
                    if x1 < width { (row + x1).update(repeating: 0, count: width - x1) }
                    let c = cov + (y - mask.originY) * mask.width + (x0 - mask.originX)
                    Self.scaleRow(row + x0, coverage: c, count: x1 - x0)
                }
            }
        }
    }

    /// `p = p·c/255` for each pixel whose coverage c is below 255; runs of full coverage are skipped eight
    /// pixels at a time.
    private static func scaleRow(_ pixels: UnsafeMutablePointer<UInt32>, coverage: UnsafePointer<UInt8>, count: Int) {
        let raw = UnsafeRawPointer(coverage)
        var i = 0
        while i < count {
            if i + 8 <= count, raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) == UInt64.max {
                i &+= 8
                continue
            }
            let c = UInt32(coverage[i])
            if c != 255 { pixels[i] = c == 0 ? 0 : scale(pixels[i], c) }
            i &+= 1
        }
    }

    /// Every channel of a packed pixel times `a/255`, rounded to nearest (two channels per 16-bit lane pair).
    @inline(__always) private static func scale(_ p: UInt32, _ a: UInt32) -> UInt32 {
        var rb = (p & 0x00FF_00FF) &* a &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var ag = ((p >> 8) & 0x00FF_00FF) &* a &+ 0x0080_0080
        ag = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return rb | ag
    }
}
