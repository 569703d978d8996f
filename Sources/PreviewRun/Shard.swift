// `--shard i/n`: one of n machines' share of the work (previews, a gallery's renders, snapshot assertions), so
// a CI matrix of n jobs renders everything once between them. The partition is longest-processing-time-first
// list scheduling (Graham, "Bounds on multiprocessing timing anomalies", 1969):
// 1. Items (a preview with its renders, a gallery's light render with its dark twin, a snapshot test's
//    renders) are sorted by cost, highest first, ties by key (so the order depends on the items alone, never
//    on the order they were listed in).
// 2. Each item goes to the shard with the least cost so far, ties to the lowest shard number.
// Every machine computes the same assignment from the same items, so the shards are disjoint and together
// cover every item; the most loaded shard is within 4/3 of the best possible (Graham's bound).

/// One share `index` of `count` (1-based, as `--shard 2/4` writes it).
public struct Shard: Codable, Hashable, Sendable, CustomStringConvertible {
    /// Which share, 1…count.
    public var index: Int
    /// How many shares.
    public var count: Int

    /// The most shares a run may be split into.
    public static let maximumCount = 1_000

    /// Share `index` of `count` (1 ≤ index ≤ count ≤ ``maximumCount``; nil otherwise).
    public init?(index: Int, count: Int) {
        guard count >= 1, count <= Self.maximumCount, index >= 1, index <= count else { return nil }
        self.index = index
        self.count = count
    }

    /// `2/4` parsed, or what is wrong with it (naming `--shard`).
    public static func parse(_ text: String) -> Result<Shard, ShardError> {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
            return .failure(ShardError(message: "--shard takes INDEX/COUNT such as 2/4, got \"\(text)\""))
        }
        guard let shard = Shard(index: index, count: count) else {
            return .failure(ShardError(message: "--shard \(text): the count must be 1…\(maximumCount) and the index 1…count"))
        }
        return .success(shard)
    }

    /// `2/4`
    public var description: String { "\(index)/\(count)" }

    /// Steps 1–2: the shard (1-based) of each item, parallel to `items`. Keys should be unique; equal keys of
    /// equal cost go to shards in the order listed.
    public static func assign(_ items: [(key: String, cost: Int)], count: Int) -> [Int] {
        let order = items.indices.sorted { a, b in
            let x = items[a], y = items[b]
            if x.cost != y.cost { return x.cost > y.cost }
            if x.key != y.key { return x.key < y.key }
            return a < b
        }
        var loads = [Int](repeating: 0, count: max(1, count))
        var shards = [Int](repeating: 1, count: items.count)
        for item in order {
            var best = 0
            for shard in loads.indices where loads[shard] < loads[best] { best = shard }
            loads[best] += max(0, items[item].cost)
            shards[item] = best + 1
        }
        return shards
    }

    /// Whether each item is this shard's, parallel to `items` (``assign(_:count:)``).
    public func selects(_ items: [(key: String, cost: Int)]) -> [Bool] {
        Self.assign(items, count: count).map { $0 == index }
    }
}

/// A `--shard` value that is not INDEX/COUNT.
public struct ShardError: Error, CustomStringConvertible, Sendable {
    /// What is wrong, naming the option.
    public var message: String
    /// The message.
    public var description: String { message }
}
