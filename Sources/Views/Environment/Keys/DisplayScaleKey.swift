private struct DisplayScaleKey: EnvironmentKey {
    static let defaultValue: Double = 3
}

extension EnvironmentValues {
    /// Device pixels per point (2 or 3 on iPhones).
    public var displayScale: Double {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    /// The size of one device pixel in points (`1 / displayScale`): a Divider's thickness.
    public var pixelLength: Double {
        displayScale > 0 && displayScale.isFinite ? 1 / displayScale : 1
    }
}
