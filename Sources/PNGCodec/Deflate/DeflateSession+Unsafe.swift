// The LZ77 parse of ScanlineDeflate (steps 2–3): candidates, hash chains, lazy matching, token buffer.
//
// Memory: the session owns every buffer (allocated in `init`, freed by `deallocate`), all reached through
// pointers so the parse loop has no bounds checks, retain/release or global access. Invariants: `data` holds
// `count` bytes plus 8 zero bytes of padding (eight-byte compares may read past a match's end, never past the
// padding); a candidate position is always below the current one and within 32 768 bytes; `head`/`previous`
// hold positions or −1, and a chain is followed only while positions decrease. Token and frequency indices are
// bounded by the token capacity (`blockTokens + 2`, a block ends once it is reached) and by the symbol ranges
// (length 3…258, distance 1…32 768). Asserted in debug builds where they are used.

/// The state of one compression: input, match finder, pending tokens and output.
struct DeflateSession {
    static let windowSize = 32768
    static let hashBits = 15

    let data: UnsafePointer<UInt8>
    let count: Int
    let effort: DeflateEffort
    /// The fixed candidate distances (previous pixel, pixel above, above right, above left) that fit.
    let scanlineDistances: UnsafeMutablePointer<Int>
    let scanlineCount: Int
    /// Most recent position of each 4-byte hash, or −1.
    let head: UnsafeMutablePointer<Int32>
    /// The previous position with the same hash, indexed by position mod the window, or −1.
    let previous: UnsafeMutablePointer<Int32>
    /// Pending tokens: a literal byte (< 256) or `length << 16 | distance`.
    let tokens: UnsafeMutablePointer<UInt32>
    var tokenCount = 0
    let literalFrequencies: UnsafeMutablePointer<UInt32>
    let distanceFrequencies: UnsafeMutablePointer<UInt32>
    /// DeflateTables.lengthSymbol and .distanceSymbol, copied so the parse loop reads no globals.
    let lengthSymbol: UnsafeMutablePointer<UInt8>
    let distanceSymbol: UnsafeMutablePointer<UInt8>
    /// Input position where the pending block starts.
    var blockStart = 0
    var output: DeflateOutput

    init(data: UnsafePointer<UInt8>, count: Int, rowLength: Int, effort: DeflateEffort) {
        self.data = data
        self.count = count
        self.effort = effort
        var distances: [Int] = []
        for d in [4, rowLength, rowLength - 4, rowLength + 4] where d >= 1 && d <= Self.windowSize && !distances.contains(d) {
            distances.append(d)
        }
        scanlineDistances = .allocate(capacity: 4)
        scanlineDistances.initialize(from: distances, count: distances.count)
        scanlineCount = distances.count
        head = .allocate(capacity: 1 << Self.hashBits)
        head.initialize(repeating: -1, count: 1 << Self.hashBits)
        previous = .allocate(capacity: Self.windowSize)
        previous.initialize(repeating: -1, count: Self.windowSize)
        tokens = .allocate(capacity: effort.blockTokens + 2)
        literalFrequencies = .allocate(capacity: 286)
        literalFrequencies.initialize(repeating: 0, count: 286)
        distanceFrequencies = .allocate(capacity: 30)
        distanceFrequencies.initialize(repeating: 0, count: 30)
        lengthSymbol = .allocate(capacity: 259)
        lengthSymbol.initialize(from: DeflateTables.lengthSymbol, count: 259)
        distanceSymbol = .allocate(capacity: 512)
        distanceSymbol.initialize(from: DeflateTables.distanceSymbol, count: 512)
        // Flat art compresses to a few percent; the output grows by doubling past this.
        output = DeflateOutput(capacity: count / 16 + 1024)
    }

    func deallocate() {
        scanlineDistances.deallocate()
        head.deallocate()
        previous.deallocate()
        tokens.deallocate()
        literalFrequencies.deallocate()
        distanceFrequencies.deallocate()
        lengthSymbol.deallocate()
        distanceSymbol.deallocate()
        output.deallocate()
    }

    /// Parses the whole input into blocks (step 2), ending with a final block and a byte-aligned stream.
    mutating func compress() {
        let lazyBelow = effort.lazyBelow, insertBelow = effort.insertBelow, capacity = effort.blockTokens
        var i = 0
        while i < count {
            var (length, distance) = longestMatch(at: i)
            guard length > 0 else {
                emitLiteral(at: i)
                insert(i)
                i &+= 1
                if tokenCount >= capacity { endBlock(at: i, final: false) }
                continue
            }
            // Lazy matching: a longer match one byte later wins over this one.
            while length < lazyBelow && i &+ 1 < count {
                let (next, nextDistance) = longestMatch(at: i &+ 1)
                if next <= length { break }
                emitLiteral(at: i)
                insert(i)
                i &+= 1
                length = next
                distance = nextDistance
                if tokenCount >= capacity { endBlock(at: i, final: false) }
            }
            emitMatch(length: length, distance: distance)
            insert(i)
            if length <= insertBelow {
                var k = i &+ 1
                while k < i &+ length { insert(k); k &+= 1 }
            }
            i &+= length
            if tokenCount >= capacity { endBlock(at: i, final: false) }
        }
        endBlock(at: count, final: true)
        output.alignToByte()
    }

    /// The longest match at `i` as (length, distance), or (0, 0) when none is worth a token.
    @inline(__always) func longestMatch(at i: Int) -> (Int, Int) {
        assert(i >= 0 && i < count, "DeflateSession: position \(i) outside 0..<\(count)")
        let limit = min(258, count &- i)
        guard limit >= 3 else { return (0, 0) }
        let current = data + i
        var best = 2, bestDistance = 0
        for k in 0..<scanlineCount {
            let d = scanlineDistances[k]
            if d > i { continue }
            let candidate = current - d
            guard candidate[best] == current[best] else { continue }
            let length = Self.matchLength(current, candidate, limit)
            if length > best {
                best = length
                bestDistance = d
                if length >= limit { return (best, bestDistance) }
            }
        }
        if effort.maximumChain > 0 && best < effort.niceLength && i &+ 4 <= count {
            var p = Int(head[hash(at: i)])
            var chain = effort.maximumChain
            while p >= 0 {
                let d = i &- p
                if d > Self.windowSize || d <= 0 { break }
                assert(p >= 0 && p < i, "DeflateSession: candidate \(p) not before \(i)")
                let candidate = data + p
                if candidate[best] == current[best] {
                    let length = Self.matchLength(current, candidate, limit)
                    if length > best {
                        best = length
                        bestDistance = d
                        if length >= effort.niceLength { break }
                    }
                }
                chain &-= 1
                if chain == 0 { break }
                let next = Int(previous[p & (Self.windowSize - 1)])
                if next >= p { break }
                p = next
            }
        }
        // A 3-byte match far away costs more bits than three literals (zlib's TOO_FAR).
        if best < 3 || (best == 3 && bestDistance > 4096) { return (0, 0) }
        return (best, bestDistance)
    }

    /// How many bytes at `a` equal those at `b` (b < a), up to `limit`; eight bytes per step.
    @inline(__always) static func matchLength(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ limit: Int) -> Int {
        let ra = UnsafeRawPointer(a), rb = UnsafeRawPointer(b)
        var k = 0
        while k < limit {
            let x = ra.loadUnaligned(fromByteOffset: k, as: UInt64.self) ^ rb.loadUnaligned(fromByteOffset: k, as: UInt64.self)
            if x != 0 { return min(k &+ (UInt64(littleEndian: x).trailingZeroBitCount >> 3), limit) }
            k &+= 8
        }
        return limit
    }

    @inline(__always) func hash(at i: Int) -> Int {
        assert(i >= 0 && i + 4 <= count + 8, "DeflateSession: hash read at \(i) past the padding")
        let word = UnsafeRawPointer(data + i).loadUnaligned(as: UInt32.self)
        return Int((word &* 0x9E37_79B1) >> UInt32(32 - Self.hashBits))
    }

    /// Adds position `i` to its hash chain.
    @inline(__always) func insert(_ i: Int) {
        guard effort.maximumChain > 0, i &+ 4 <= count else { return }
        let h = hash(at: i)
        previous[i & (Self.windowSize - 1)] = head[h]
        head[h] = Int32(truncatingIfNeeded: i)
    }

    @inline(__always) mutating func emitLiteral(at i: Int) {
        assert(i >= 0 && i < count && tokenCount < effort.blockTokens + 2, "DeflateSession: literal at \(i)")
        let byte = data[i]
        tokens[tokenCount] = UInt32(byte)
        tokenCount &+= 1
        literalFrequencies[Int(byte)] &+= 1
    }

    @inline(__always) mutating func emitMatch(length: Int, distance: Int) {
        assert(length >= 3 && length <= 258 && distance >= 1 && distance <= Self.windowSize
               && tokenCount < effort.blockTokens + 2, "DeflateSession: match \(length)@\(distance)")
        tokens[tokenCount] = UInt32(length) << 16 | UInt32(distance)
        tokenCount &+= 1
        literalFrequencies[257 &+ Int(lengthSymbol[length])] &+= 1
        distanceFrequencies[Self.distanceSymbol(distance, distanceSymbol)] &+= 1
    }

    /// The distance symbol of `d` (1…32768) from the zlib-style table.
    @inline(__always) static func distanceSymbol(_ d: Int, _ table: UnsafeMutablePointer<UInt8>) -> Int {
        assert(d >= 1 && d <= windowSize, "DeflateSession: distance \(d)")
        return d <= 256 ? Int(table[d &- 1]) : Int(table[256 &+ ((d &- 1) >> 7)])
    }
}
