/// A read-only window of `count` elements at `base`: how Raster's loops read a row of pixels, coverage bytes or
/// table entries.
///
/// Invariant: `base[0 ..< count]` is initialised memory of a buffer lent by the `withUnsafe…` closure that made
/// the span (`Array.withSpan`, `Canvas.withTargetPixels`, `Canvas.withClipPixels`), and `count ≥ 0`. A span never
/// outlives that closure: it is passed down, never stored in a value that escapes.
///
/// Every access asserts its index range in debug builds (`assert`, so the debug test suite checks every pixel
/// loop) and is the raw pointer access in release builds (`-O` drops `assert`; `@inline(__always)` leaves no
/// call). This is tiny-skia's arrangement, where pixel loops index slices and the unsafe code sits in one place,
/// with swift-collections' rule that an unsafe buffer is reachable only inside a scoped closure.
struct SpanPointer<Element> {
    /// The first element.
    let base: UnsafePointer<Element>
    /// How many elements may be read.
    let count: Int

    /// A span of `count` elements at `base` (which must be valid for them).
    @inline(__always) init(_ base: UnsafePointer<Element>, count: Int) {
        assert(count >= 0, "SpanPointer: negative count \(count)")
        self.base = base
        self.count = count
    }

    /// The element at `index` (`0 ..< count`, asserted).
    @inline(__always) subscript(index: Int) -> Element {
        assert(index >= 0 && index < count, "SpanPointer: index \(index) outside 0..<\(count)")
        return base[index]
    }

    /// The `length` elements from `start` (asserted to lie inside this span).
    @inline(__always) func slice(from start: Int, count length: Int) -> SpanPointer {
        assert(start >= 0 && length >= 0 && start <= count - length,
               "SpanPointer: slice \(start)..<\(start + length) outside 0..<\(count)")
        return SpanPointer(base + start, count: length)
    }

    /// The `T` stored (unaligned) from element `index` on; its bytes must lie inside the span (asserted).
    @inline(__always) func loadUnaligned<T>(at index: Int, as type: T.Type) -> T {
        let stride = MemoryLayout<Element>.stride
        assert(index >= 0 && index * stride + MemoryLayout<T>.size <= count * stride,
               "SpanPointer: \(T.self) at \(index) outside 0..<\(count)")
        return UnsafeRawPointer(base).loadUnaligned(fromByteOffset: index &* stride, as: T.self)
    }
}
