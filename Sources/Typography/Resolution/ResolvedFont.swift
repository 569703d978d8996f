import Graphics

/// A face in a resolved font's chain, with how to draw it.
public struct ResolvedFace: Hashable, Sendable {
    /// The face.
    public var id: FaceID
    /// Drawing size = point size × this factor (WIDGETKIT.md §5.4; see `BundledFamily.sizeFactor`).
    public var sizeFactor: Double
    /// True when an upright face stands in for a missing italic and is slanted synthetically.
    public var syntheticOblique: Bool
    /// The script this face is tried first for (a script fallback such as Noto Sans Arabic); nil for others.
    public var script: FallbackScript?
    /// True when the face's digits are respaced evenly (``BundledFamily/respacesDigits``, `DigitSpacing`).
    public var respacesDigits: Bool
    /// Horizontal factor on the face's advances and outlines (`WidthCalibration`); 1 draws the face as designed.
    public var widthFactor: Double

    /// Creates a chain entry.
    public init(id: FaceID, sizeFactor: Double, syntheticOblique: Bool, script: FallbackScript? = nil,
                respacesDigits: Bool = false, widthFactor: Double = 1) {
        self.id = id
        self.sizeFactor = sizeFactor
        self.syntheticOblique = syntheticOblique
        self.script = script
        self.respacesDigits = respacesDigits
        self.widthFactor = widthFactor
    }
}

/// A `Font` made concrete: which faces draw it, at what size, with which line metrics and spacing.
///
/// Produced by `FontRegistry.resolve(_:scale:)`. Layout uses `ascent`/`descent` (SF's metrics for system
/// fonts, so frames match iOS) and draws glyphs from `faces` at `pointSize × sizeFactor`.
public struct ResolvedFont: Hashable, Sendable {
    /// The primary face first, then the fallbacks tried for characters it lacks.
    public var faces: [ResolvedFace]
    /// The point size the text is laid out at (the requested size × any minimumScaleFactor shrink).
    public var pointSize: Double
    /// Line box height above the baseline, in points.
    public var ascent: Double
    /// Line box depth below the baseline, in points (includes `.leading(_:)` and the face's line gap).
    public var descent: Double
    /// Points added after every character: the SF tracking table for the default design (§5.2).
    public var tracking: Double
    /// True when digits use tabular figures (`monospacedDigit()` → OpenType `tnum`).
    public var tabularDigits: Bool

    /// The primary face.
    public var primary: ResolvedFace {
        faces.first ?? ResolvedFace(id: FaceID(rawValue: 0), sizeFactor: 1, syntheticOblique: false)
    }

    /// The OpenType features to shape with.
    var features: [OpenTypeFeature] {
        tabularDigits ? [OpenTypeFeature(tag: "tnum", value: 1)] : []
    }
}
