/// Rows of a canvas's base pixmap that hold a uniform opaque first fill but are not stored yet: a canvas born
/// with an opaque background (`Canvas(width:height:firstFill:…)`) would otherwise store the whole pixmap before the
/// first draw, pushing it out of the caches, so that every later draw misses on its destination. Instead each row
/// is stored just before a draw touches it (`Canvas.materialize(from:to:)`, from `withTargetPixels(touching:)`),
/// so the draw finds it in L1/L2, and the rows no draw touched are stored when the pixels are taken out.
///
/// Invariant: a row marked pending holds no meaningful pixel (debug builds: `Pixmap.uninitializedPoison`) and is
/// read or written by nothing but `store(into:from:to:)` (LazyBackground+Unsafe.swift); its pixels are, by definition, `color`.
struct LazyBackground: Sendable {
    /// The premultiplied colour of every pending row (opaque).
    let color: UInt32
    /// Per row of the base pixmap, true while the row is not stored.
    private(set) var pending: [Bool]
    /// The number of `true` entries in `pending`.
    private(set) var pendingCount: Int
    /// Every row below this one is stored.
    private(set) var firstPending: Int

    /// Background rows of `color` for the rows marked in `pending`; nil when none is.
    init?(color: UInt32, pending: [Bool], pendingCount: Int) {
        assert(pending.count(where: { $0 }) == pendingCount, "LazyBackground: pending count")
        guard pendingCount > 0, let first = pending.firstIndex(of: true) else { return nil }
        self.color = color
        self.pending = pending
        self.pendingCount = pendingCount
        firstPending = first
    }

    /// Marks `rows` stored (each must be pending).
    mutating func markStored(_ rows: Range<Int>) {
        for y in rows {
            assert(pending[y], "LazyBackground: row \(y) stored twice")
            pending[y] = false
        }
        pendingCount -= rows.count
        while firstPending < pending.count && !pending[firstPending] { firstPending += 1 }
    }
}
