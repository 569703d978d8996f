/// How hard `ScanlineDeflate` looks for matches: the speed/size dial of the PNG presets.
struct DeflateEffort: Equatable {
    /// Hash-chain positions tried after the four scanline candidates (0: scanline candidates only).
    var maximumChain: Int
    /// A match shorter than this is checked against the match one byte later (lazy matching); 0 turns it off.
    var lazyBelow: Int
    /// The positions inside a match no longer than this are added to the hash chains (runs need none:
    /// the scanline candidates find them).
    var insertBelow: Int
    /// A match this long ends the search.
    var niceLength: Int
    /// Tokens per block: each block gets its own Huffman codes.
    var blockTokens: Int

    /// Scanline candidates only, no lazy matching.
    static let fast = DeflateEffort(maximumChain: 0, lazyBelow: 0, insertBelow: 0, niceLength: 258, blockTokens: 16384)

    /// Scanline candidates, short hash chains, lazy matching: about zlib level 6's size for a fraction of its time.
    static let balanced = DeflateEffort(maximumChain: 8, lazyBelow: 32, insertBelow: 16, niceLength: 128,
                                        blockTokens: 16384)
}
