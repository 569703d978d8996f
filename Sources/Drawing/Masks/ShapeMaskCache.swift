// Shape masks (a widget's container) keyed by their path and canvas size: a gallery renders every family many times (modes,
// schemes) with the same container, and repeated renders of one widget reuse it. Bounded; a mask is a pure
// function of its key, so the cache never changes pixels.
import Graphics
import Raster
import Synchronization

/// A bounded, thread-safe cache of shape masks (Raster's `ShapeMask`), shared by renders like the glyph cache.
public final class ShapeMaskCache: Sendable {
    /// Masks kept before the cache starts over (a canvas of every family and device fits easily).
    static let capacity = 32

    private struct Key: Hashable {
        var path: Path
        var width: Int
        var height: Int
    }

    private let masks = Mutex<[Key: ShapeMask]>([:])

    /// An empty cache.
    public init() {}

    /// The mask of `path` over a `width × height` canvas, computed on first use.
    package func mask(for path: Path, width: Int, height: Int) -> ShapeMask {
        let key = Key(path: path, width: width, height: height)
        if let cached = masks.withLock({ $0[key] }) { return cached }
        let mask = ShapeMask(path: path, width: width, height: height)
        masks.withLock { masks in
            if masks.count >= Self.capacity { masks.removeAll(keepingCapacity: true) }
            masks[key] = mask
        }
        return mask
    }
}
