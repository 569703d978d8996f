/// The scoped way to a span over an array: the span exists only inside `body`, while the array lends its buffer.
///
/// Invariant: the span covers exactly the array's `count` elements (`buffer.count`, asserted). An empty array
/// lends a span of zero elements (or none at all, when it has no buffer), so no index into it is valid.
extension Array {
    /// Runs `body` with a read-only span over the elements (not at all when the array has no buffer).
    @inline(__always) func withSpan(_ body: (SpanPointer<Element>) -> Void) {
        withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            assert(buffer.count == count)
            body(SpanPointer(base, count: buffer.count))
        }
    }

    /// Runs `body` with a writable span over the elements (not at all when the array has no buffer).
    @inline(__always) mutating func withMutableSpan(_ body: (MutableSpanPointer<Element>) -> Void) {
        let expected = count
        withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            assert(buffer.count == expected)
            body(MutableSpanPointer(base, count: buffer.count))
        }
    }
}
