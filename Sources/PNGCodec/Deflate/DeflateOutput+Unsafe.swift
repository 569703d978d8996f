// The compressed byte stream of a DEFLATE encoder: bits packed LSB first (RFC 1951 §3.1.1) into a 64-bit
// accumulator and stored four bytes at a time into a growable buffer. `reserve` is called before each block
// with a bound on what the block can write, so the hot `write` never checks capacity. The buffer is owned
// (allocated and freed) by the encoder session; `bytes` copies it out.
//
// Invariant: `base` holds `capacity` bytes of which `count` are written; every store stays below `capacity`
// because `reserve` keeps 16 bytes of slack beyond the bytes announced (a 4-byte store at `count` needs
// `count + 4 ≤ capacity`). Asserted before each store in debug builds.

/// An LSB-first bit stream into an owned, growable byte buffer.
struct DeflateOutput {
    private(set) var base: UnsafeMutablePointer<UInt8>
    private(set) var capacity: Int
    /// Whole bytes stored so far.
    private(set) var count = 0
    /// Pending bits, the oldest in the lowest positions; fewer than 32 between writes.
    private var bits: UInt64 = 0
    private var bitCount = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        base = UnsafeMutablePointer<UInt8>.allocate(capacity: self.capacity)
    }

    /// Frees the buffer; the value must not be used afterwards.
    func deallocate() { base.deallocate() }

    /// Makes room for at least `byteCount` more bytes (plus the pending bits).
    mutating func reserve(_ byteCount: Int) {
        let needed = count + byteCount + 16
        guard needed > capacity else { return }
        var grown = capacity * 2
        while grown < needed { grown *= 2 }
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        buffer.update(from: base, count: count)
        base.deallocate()
        base = buffer
        capacity = grown
    }

    /// Appends the low `length` bits of `value` (length ≤ 32, value < 2^length).
    @inline(__always) mutating func write(_ value: UInt32, _ length: Int) {
        bits |= UInt64(value) &<< UInt64(bitCount)
        bitCount &+= length
        if bitCount >= 32 {
            assert(count + 4 <= capacity, "DeflateOutput: write past the reserved capacity")
            UnsafeMutableRawPointer(base + count).storeBytes(of: UInt32(truncatingIfNeeded: bits).littleEndian, as: UInt32.self)
            count &+= 4
            bits &>>= 32
            bitCount &-= 32
        }
    }

    /// Pads the pending bits with zeros to a byte boundary and stores them.
    mutating func alignToByte() {
        while bitCount > 0 {
            assert(count < capacity, "DeflateOutput: align past the reserved capacity")
            base[count] = UInt8(truncatingIfNeeded: bits)
            count += 1
            bits >>= 8
            bitCount = max(0, bitCount - 8)
        }
        bits = 0
    }

    /// Appends whole bytes (the stream must be byte-aligned).
    mutating func append(_ bytes: UnsafePointer<UInt8>, count byteCount: Int) {
        assert(byteCount >= 0 && count + byteCount <= capacity, "DeflateOutput: append past the reserved capacity")
        (base + count).update(from: bytes, count: byteCount)
        count += byteCount
    }

    /// Appends one byte (the stream must be byte-aligned).
    mutating func append(_ byte: UInt8) {
        assert(count < capacity, "DeflateOutput: append past the reserved capacity")
        base[count] = byte
        count += 1
    }

    /// Bits written so far, pending ones included.
    var bitPosition: Int { count * 8 + bitCount }

    /// The stored bytes.
    var bytes: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }
}
