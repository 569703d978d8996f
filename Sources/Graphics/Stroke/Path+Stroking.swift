/// The public entry points of stroking and dashing on `Path`, SwiftUI's `strokedPath(_:)` and a dash helper.
/// The algorithms are in `Dasher.swift` and `Stroker.swift`.
extension Path {
    /// The outline of this path stroked with `style`, as a path to fill with the non-zero rule.
    ///
    /// Dashes are applied first. Curves, round joins and round caps are flattened within `tolerance`, given in
    /// the path's own units (use `Path.flatteningTolerance(deviceScale:)` for a path drawn in points).
    /// A width of zero, a negative width or a non-finite width gives an empty path.
    ///
    /// ```swift
    /// let outline = Path(roundedRect: r, cornerRadius: 12).strokedPath(StrokeStyle(lineWidth: 8))
    /// ```
    public func strokedPath(_ style: StrokeStyle, tolerance: Double = Path.defaultFlatteningTolerance) -> Path {
        guard style.lineWidth.isFinite, style.lineWidth > 0 else { return Path() }
        let tol = tolerance.isFinite && tolerance > 0 ? tolerance : Path.defaultFlatteningTolerance
        let source = dashedPath(pattern: style.dash, phase: style.dashPhase)
        return Stroker(style: style, tolerance: tol).stroke(source, tolerance: tol)
    }

    /// The dashes of this path for a dash pattern and phase (CoreGraphics semantics, see `Dasher`);
    /// the path itself when the pattern means "no dash" or would cut more than `Dasher.maximumDashCount` dashes.
    public func dashedPath(pattern: [Double], phase: Double = 0) -> Path {
        guard let dasher = Dasher(pattern: pattern, phase: phase) else { return self }
        return dasher.dash(self)
    }
}
