// Container masks keyed by their path and canvas size: a gallery renders every family many times (modes,
// schemes) with the same container, and repeated renders of one widget reuse it. Bounded; a mask is a pure
// function of its key, so the cache never changes pixels.
import Graphics
import Synchronization

/// A bounded, thread-safe cache of ``ContainerMask`` values.
final class ContainerMaskCache: Sendable {
    /// Masks kept before the cache starts over (a canvas of every family and device fits easily).
    static let capacity = 32

    private struct Key: Hashable {
        var path: Path
        var width: Int
        var height: Int
    }

    private let masks = Mutex<[Key: ContainerMask]>([:])

    /// The mask of `path` over a `width × height` canvas, computed on first use.
    func mask(for path: Path, width: Int, height: Int) -> ContainerMask {
        let key = Key(path: path, width: width, height: height)
        if let cached = masks.withLock({ $0[key] }) { return cached }
        let mask = ContainerMask(path: path, width: width, height: height)
        masks.withLock { masks in
            if masks.count >= Self.capacity { masks.removeAll(keepingCapacity: true) }
            masks[key] = mask
        }
        return mask
    }
}
