// Always-On reduced luminance: WIDGETKIT.md §1.7. Views resolve with `isLuminanceReduced = true`
// (so they may swap fills for strokes); this pass then multiplies the final RGB by 0.5 [C].

import Raster

/// The Always-On post-pass: the picture dimmed, alpha kept.
public enum ReducedLuminancePass {
    /// RGB × `factor` (0.5 by default, our choice), alpha kept; exact integer arithmetic via ColorMatrix.
    public static func apply(to content: Pixmap, factor: Double = ModeChoices.reducedLuminanceFactor) -> Pixmap {
        var out = content
        out.apply(.scale(red: factor, green: factor, blue: factor))
        return out
    }
}
