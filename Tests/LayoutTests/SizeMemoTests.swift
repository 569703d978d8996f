import Graphics
import Testing
@testable import Layout

// SizeMemo must answer as the per-node Dictionary it replaced: what was set is found, what was not is absent,
// a second set replaces, and growing keeps every entry.

@Test func sizeMemoAnswersAsADictionary() {
    var memo = SizeMemo(expected: 4)
    var reference: [Int: [ProposedSize: Size]] = [:]
    let axes: [Double?] = [nil, 0, .infinity, 10, 10.5, 120, 1e6, 0.1]
    var n = 0
    for node in 0..<300 {
        for (i, w) in axes.enumerated() where (node + i) % 3 != 0 {
            for h in axes.prefix(3 + node % 5) {
                let size = Size(width: Double(n % 97), height: Double(n % 89))
                memo.set(size, of: node, ProposedSize(width: w, height: h))
                reference[node, default: [:]][ProposedSize(width: w, height: h)] = size
                n += 1
            }
        }
    }
    for node in 0..<301 {
        for w in axes {
            for h in axes {
                let proposal = ProposedSize(width: w, height: h)
                #expect(memo.size(of: node, proposal) == reference[node]?[proposal], "\(node) \(proposal)")
            }
        }
    }
    memo.set(Size(width: 1, height: 2), of: 5, ProposedSize(width: 10, height: nil))
    #expect(memo.size(of: 5, ProposedSize(width: 10, height: nil)) == Size(width: 1, height: 2))
    // nil and 0 are different proposals; −0 equals 0 (at worst a miss, never a wrong size).
    var small = SizeMemo(expected: 1)
    small.set(Size(width: 7, height: 7), of: 0, ProposedSize(width: 0, height: 0))
    #expect(small.size(of: 0, ProposedSize(width: nil, height: 0)) == nil)
    let negativeZero = small.size(of: 0, ProposedSize(width: -0.0, height: 0))
    #expect(negativeZero == nil || negativeZero == Size(width: 7, height: 7))
}
