/// A writable window of `count` elements at `base`: how Raster's loops write a row of pixels, a scratch row of
/// shaded colours or coverage, or a row of a mask.
///
/// Invariant: `base[0 ..< count]` is memory of a buffer lent by the `withUnsafe…` closure that made the span
/// (`Array.withMutableSpan`, `Canvas.withTargetPixels`), or one of the scratch rows `Canvas.withPaintSink`
/// allocates for a draw, or an array's uninitialised capacity (these two of a trivial type, written before they
/// are read); no other span writes the same elements at the same time, and `count ≥ 0`. The span never outlives
/// that closure.
///
/// As `SpanPointer`: every access asserts its index range in debug builds and is the raw access in release
/// builds.
struct MutableSpanPointer<Element> {
    /// The first element.
    let base: UnsafeMutablePointer<Element>
    /// How many elements may be read or written.
    let count: Int

    /// A span of `count` elements at `base` (which must be valid for them).
    @inline(__always) init(_ base: UnsafeMutablePointer<Element>, count: Int) {
        assert(count >= 0, "MutableSpanPointer: negative count \(count)")
        self.base = base
        self.count = count
    }

    /// The element at `index` (`0 ..< count`, asserted).
    @inline(__always) subscript(index: Int) -> Element {
        get {
            assert(index >= 0 && index < count, "MutableSpanPointer: index \(index) outside 0..<\(count)")
            return base[index]
        }
        nonmutating set {
            assert(index >= 0 && index < count, "MutableSpanPointer: index \(index) outside 0..<\(count)")
            base[index] = newValue
        }
    }

    /// The same elements, read-only.
    @inline(__always) var readOnly: SpanPointer<Element> { SpanPointer(UnsafePointer(base), count: count) }

    /// The `length` elements from `start` (asserted to lie inside this span).
    @inline(__always) func slice(from start: Int, count length: Int) -> MutableSpanPointer {
        assert(start >= 0 && length >= 0 && start <= count - length,
               "MutableSpanPointer: slice \(start)..<\(start + length) outside 0..<\(count)")
        return MutableSpanPointer(base + start, count: length)
    }

    /// Sets the `length` elements from `start` to `value` (range asserted).
    @inline(__always) func fill(_ value: Element, from start: Int = 0, count length: Int) {
        assert(start >= 0 && length >= 0 && start <= count - length,
               "MutableSpanPointer: fill \(start)..<\(start + length) outside 0..<\(count)")
        (base + start).update(repeating: value, count: length)
    }

    /// Copies `source` to the front of this span (which must be at least as long, asserted).
    @inline(__always) func copy(from source: SpanPointer<Element>) {
        assert(source.count <= count, "MutableSpanPointer: copying \(source.count) elements into \(count)")
        base.update(from: source.base, count: source.count)
    }

    /// The `T` stored (unaligned) from element `index` on; its bytes must lie inside the span (asserted).
    @inline(__always) func loadUnaligned<T>(at index: Int, as type: T.Type) -> T {
        let stride = MemoryLayout<Element>.stride
        assert(index >= 0 && index * stride + MemoryLayout<T>.size <= count * stride,
               "MutableSpanPointer: \(T.self) at \(index) outside 0..<\(count)")
        return UnsafeRawPointer(base).loadUnaligned(fromByteOffset: index &* stride, as: T.self)
    }

    /// Stores `value`'s bytes (unaligned) from element `index` on; they must lie inside the span (asserted).
    @inline(__always) func storeBytes<T>(of value: T, at index: Int) {
        let stride = MemoryLayout<Element>.stride
        assert(index >= 0 && index * stride + MemoryLayout<T>.size <= count * stride,
               "MutableSpanPointer: \(T.self) at \(index) outside 0..<\(count)")
        UnsafeMutableRawPointer(base).storeBytes(of: value, toByteOffset: index &* stride, as: T.self)
    }
}

extension MutableSpanPointer where Element == UInt32 {
    /// Sets the `length` pixels from `start` to `value` (range asserted). A long run of a value whose four bytes
    /// are equal (transparent black, opaque white) is one `memset`, which stores faster than a loop of vector
    /// stores; other values are the generic loop.
    @inline(__always) func fill(_ value: UInt32, from start: Int = 0, count length: Int) {
        assert(start >= 0 && length >= 0 && start <= count - length,
               "MutableSpanPointer: fill \(start)..<\(start + length) outside 0..<\(count)")
        if length >= 64, value == (value & 0xFF) &* 0x0101_0101 {
            UnsafeMutableRawPointer(base + start).initializeMemory(as: UInt8.self, repeating: UInt8(value & 0xFF),
                                                                   count: length &* 4)
        } else {
            (base + start).update(repeating: value, count: length)
        }
    }
}
