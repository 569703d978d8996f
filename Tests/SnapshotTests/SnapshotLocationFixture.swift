import Foundation
import PNGCodec
import Snapshot

/// A reference at `<root>/refs/<name>.png` with artifacts in `<root>/artifacts`, and small test images.
struct SnapshotLocationFixture {
    var root: URL
    var name: String

    var location: SnapshotLocation {
        SnapshotLocation(referenceFile: root.appendingPathComponent("refs/\(name).png"),
                         artifactsDirectory: root.appendingPathComponent("artifacts", isDirectory: true))
    }

    /// A 4×3 image of one colour, with pixel (1, 1) replaced when `changed` is given.
    static func image(_ red: UInt8 = 200, changed: (UInt8, UInt8, UInt8, UInt8)? = nil,
                      width: Int = 4, height: Int = 3) throws -> PNGImage {
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for i in stride(from: 0, to: rgba.count, by: 4) {
            rgba[i] = red; rgba[i + 1] = 100; rgba[i + 2] = 50; rgba[i + 3] = 255
        }
        if let (r, g, b, a) = changed {
            let i = (1 * width + 1) * 4
            rgba[i] = r; rgba[i + 1] = g; rgba[i + 2] = b; rgba[i + 3] = a
        }
        return try PNGImage(width: width, height: height, rgba: rgba)
    }
}
