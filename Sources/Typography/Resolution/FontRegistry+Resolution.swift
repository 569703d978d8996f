// Font resolution, iOS's way (WIDGETKIT.md §5): a `Font` description → faces, size, metrics, tracking.
//
// 1. Size: the text style's size at Dynamic Type Large (or the fixed size), times the shrink `scale`.
// 2. Weight and design after modifiers (`Font.resolvedWeight`, `Font.resolvedDesign`).
// 3. Family: default → Inter below 20 pt, Inter Display from 20 pt; serif → PT Serif; rounded → Quicksand;
//    monospaced → JetBrains Mono; custom → the user font.
// 4. Face: the nearest weight and slant in the family (FaceMatching), synthetic oblique if no italic, and the
//    family's width factor at the requested weight (WidthCalibration).
// 5. Metrics: SF's ascender/descender for system fonts, the face's own for custom fonts; `.leading(_:)`.
// 6. Tracking: the SF table at the laid-out size, for the default design only (substitutes keep their
//    own spacing; the rounded and serif SF tables belong to fonts we do not have) [C].
// 7. Fallback chain: Inter (same weight and slant), DejaVu Sans, Noto Sans Symbols 2, then the script
//    fallbacks (Noto Sans Hebrew, Noto Sans Arabic, Noto Sans CJK, Noto Color Emoji), which the shaper
//    tries first for their own scripts (emoji: emoji-presentation clusters).
import Graphics

extension FontRegistry {
    /// The largest point size text is laid out at; larger requests are clamped (a documented limit).
    public static let maximumPointSize = 4096.0

    /// Resolves `font` at `scale` × its size (the minimumScaleFactor shrink; 1 = as requested).
    public func resolve(_ font: Font, scale: Double = 1) throws(TypographyError) -> ResolvedFont {
        // Step 1.
        // Sizes are input: NaN, infinite or negative sizes lay out as 0 pt (no glyphs), never trap.
        let product = font.requestedPointSize * (scale.isFinite ? scale : 1)
        let size = product.isFinite && product > 0 ? min(product, Self.maximumPointSize) : 0
        // Step 2.
        let weight = font.resolvedWeight.openTypeWeight
        let italic = font.isItalic
        var faces: [ResolvedFace] = []
        var ascent = size * SystemFontMetrics.ascender
        var descent = size * SystemFontMetrics.descender
        var tracking = 0.0
        var primaryFamily: BundledFamily?
        if let name = font.customName, !font.isMonospaced {
            // Steps 3–5 for a user font: its own metrics, no SF tracking.
            let match = try customFace(named: name, weight: weight, italic: italic)
            let face = try self.face(match.id)
            let perUnit = size / Double(face.metrics.unitsPerEm)
            ascent = Double(face.metrics.ascender) * perUnit
            descent = Double(face.metrics.descender + max(0, face.metrics.lineGap)) * perUnit
            faces.append(ResolvedFace(id: match.id, sizeFactor: 1,
                                      syntheticOblique: italic && !face.metrics.isItalic))
        } else {
            // Step 3.
            let family: BundledFamily
            switch font.resolvedDesign {
            case .default: family = size >= SystemFontMetrics.displayCutMinimumPointSize ? .interDisplay : .inter
            case .serif: family = .ptSerif
            case .rounded: family = .quicksand
            case .monospaced: family = .jetBrainsMono
            }
            primaryFamily = family
            // Step 4.
            if let match = self.match(family, weight: weight, italic: italic) {
                faces.append(ResolvedFace(id: match.id, sizeFactor: family.sizeFactor,
                                          syntheticOblique: match.needsSyntheticOblique,
                                          respacesDigits: family.respacesDigits,
                                          widthFactor: WidthCalibration.factor(for: family, weight: weight,
                                                                               pointSize: size)))
            }
            // Step 6.
            if font.resolvedDesign == .default { tracking = TrackingTable.points(atPointSize: size) }
        }
        // Step 5: `.leading(.tight/.loose)` moves the line's bottom by ∓2 pt.
        descent += font.leading.lineHeightDelta
        // Step 7.
        for family in BundledFamily.fallbackOrder where family != primaryFamily {
            if family == .inter && primaryFamily == .interDisplay { continue }
            if let match = self.match(family, weight: weight, italic: italic),
               !faces.contains(where: { $0.id == match.id }) {
                // Colour emoji are never slanted (iOS draws them upright in italic text).
                faces.append(ResolvedFace(id: match.id, sizeFactor: family.sizeFactor,
                                          syntheticOblique: match.needsSyntheticOblique && family != .notoColorEmoji,
                                          script: family.fallbackScript,
                                          widthFactor: WidthCalibration.factor(for: family, weight: weight,
                                                                               pointSize: size)))
            }
        }
        return ResolvedFont(faces: faces, pointSize: size, ascent: ascent, descent: descent,
                            tracking: tracking, tabularDigits: font.isMonospacedDigit)
    }
}
