import Graphics

/// The parameters of a `LazyVGrid` (columns) or `LazyHGrid` (rows).
public struct LazyGridOptions: Hashable, Sendable {
    /// How one track (a column of a LazyVGrid, a row of a LazyHGrid) is sized (SwiftUI's `GridItem.Size`).
    public enum TrackSize: Hashable, Sendable {
        /// Exactly this length.
        case fixed(Double)
        /// A share of the remaining length, clamped to `minimum…maximum`.
        case flexible(minimum: Double, maximum: Double)
        /// As many tracks of at least `minimum` as fit the share, each at most `maximum`.
        case adaptive(minimum: Double, maximum: Double)
    }

    /// One `GridItem`: its size, the distance to the next track (nil = 8) and how cells sit in it.
    public struct Track: Hashable, Sendable {
        /// How the track is sized.
        public var size: TrackSize
        /// The distance after this track; nil = the default distance (8).
        public var spacing: Double?
        /// How a cell sits in its box; nil = the grid's alignment, centred on the other axis.
        public var alignment: Alignment?

        /// Creates a track.
        public init(size: TrackSize, spacing: Double? = nil, alignment: Alignment? = nil) {
            self.size = size
            self.spacing = spacing
            self.alignment = alignment
        }
    }

    /// `.vertical` for a LazyVGrid (tracks are columns, rows grow down), `.horizontal` for a LazyHGrid.
    public var axis: Axis
    /// The tracks, in order.
    public var tracks: [Track]
    /// How cells sit in their box unless their track says otherwise.
    public var alignment: Alignment
    /// The distance between lines of cells along `axis`; nil = the default distance (8).
    public var spacing: Double?

    /// Creates lazy-grid options.
    public init(axis: Axis, tracks: [Track], alignment: Alignment = .center, spacing: Double? = nil) {
        self.axis = axis
        self.tracks = tracks
        self.alignment = alignment
        self.spacing = spacing
    }

    /// The options with every length finite and non-negative (∞ kept only as a flexible or adaptive
    /// maximum) and at least one track.
    func sanitized() -> LazyGridOptions {
        func length(_ value: Double, _ fallback: Double) -> Double { value.isFinite && value >= 0 ? value : fallback }
        func maximum(_ value: Double, _ minimum: Double) -> Double { value.isNaN ? .infinity : Swift.max(value, minimum) }
        var clean = self
        clean.spacing = spacing.flatMap { $0.isFinite ? $0 : nil }
        clean.tracks = tracks.map { track in
            var track = track
            track.spacing = track.spacing.flatMap { $0.isFinite ? $0 : nil }
            switch track.size {
            case .fixed(let value):
                track.size = .fixed(length(value, 0))
            case .flexible(let minimum, let maxValue):
                let low = length(minimum, 0)
                track.size = .flexible(minimum: low, maximum: maximum(maxValue, low))
            case .adaptive(let minimum, let maxValue):
                let low = Swift.max(1, length(minimum, 1))
                track.size = .adaptive(minimum: low, maximum: maximum(maxValue, low))
            }
            return track
        }
        if clean.tracks.isEmpty { clean.tracks = [Track(size: .flexible(minimum: 10, maximum: .infinity))] }
        return clean
    }
}
