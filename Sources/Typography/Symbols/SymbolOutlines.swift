// Sizing symbols for text, SF Symbols' way (Apple HIG "SF Symbols"; WWDC 2019 "Introducing SF Symbols"):
//
// 1. Look the name up in `SymbolCatalog`; unknown names give nil (callers show a placeholder and suggest
//    `SymbolCatalog.nearestName(to:)`).
// 2. Compose the entry in symbol units (cached per name; SymbolOutlines+Composition.swift).
// 3. Size: one symbol unit = cap height × `SymbolMetrics.heightPerCapHeight` × image scale; the entry's own
//    `scale` corrects the ink only.
// 4. Place: visual centre on the middle of the cap height (plus the entry's `verticalOffset`); ink starts
//    after `SymbolMetrics.sidePadding`.
// 5. Weight: grow the outline by `SymbolMetrics.weightOutset` (SymbolOutlines+Weight.swift).
import Graphics
import Synchronization

/// Turns SF Symbols names into outlines sized for the surrounding text, from the bundled icon fonts.
///
/// An explicit value like the `FontRegistry` it reads from (no shared instance): it opens each icon font
/// on first use and caches composed symbols and sized glyphs. Safe to use from many threads.
///
/// ```swift
/// let symbols = SymbolOutlines(fonts: try FontRegistry.bundled())
/// let glyph = try symbols.glyph(named: "heart.fill", font: .body, displayScale: 3)
/// glyph?.advanceWidth      // ≈ 19 pt
/// try symbols.glyph(named: "heart.fil", font: .body)   // nil; SymbolCatalog.nearestName → "heart.fill"
/// ```
public final class SymbolOutlines: Sendable {
    /// The registry whose fonts directory holds the icon fonts (and whose faces give custom cap heights).
    public let fonts: FontRegistry

    private let faces = Mutex<[SymbolFont: Result<FontFace, TypographyError>]>([:])
    private let drawings = Mutex<[String: SymbolUnitDrawing]>([:])
    private let sized = Mutex<[SizedKey: SymbolGlyph]>([:])

    /// Sized glyphs kept at most; the cache is emptied when it would grow past this.
    public static let sizedCacheLimit = 1024

    private struct SizedKey: Hashable {
        var name: String
        var pointSize: Double
        var capHeight: Double
        var weight: Font.Weight
        var imageScale: SymbolScale
        var displayScale: Double
    }

    /// Creates symbol outlines over `fonts`' directory.
    public init(fonts: FontRegistry) {
        self.fonts = fonts
    }

    /// The opened face of an icon font, loading it on first use (failures are remembered too).
    public func face(for symbolFont: SymbolFont) throws(TypographyError) -> FontFace {
        if let cached = faces.withLock({ $0[symbolFont] }) { return try cached.get() }
        let result: Result<FontFace, TypographyError>
        do {
            result = .success(try fonts.openSymbolFace(symbolFont))
        } catch {
            result = .failure(error)
        }
        let stored = faces.withLock { faces in
            if let existing = faces[symbolFont] { return existing }
            faces[symbolFont] = result
            return result
        }
        return try stored.get()
    }

    /// The symbol `name` sized for text in `font`, or nil when the catalogue lacks the name.
    ///
    /// - Parameters:
    ///   - font: the surrounding text's font: its point size, weight and (for custom fonts) cap height.
    ///   - imageScale: SwiftUI's `.imageScale(_:)`.
    ///   - displayScale: pixels per point, for the flattening tolerance of weight outlines.
    /// - Throws: `TypographyError` when an icon font cannot be read.
    public func glyph(named name: String, font: Font, imageScale: SymbolScale = .medium,
                      displayScale: Double = 1) throws(TypographyError) -> SymbolGlyph? {
        let pointSize = font.requestedPointSize
        return try glyph(named: name, pointSize: pointSize, weight: font.resolvedWeight,
                         capHeight: capHeight(of: font, pointSize: pointSize), imageScale: imageScale,
                         displayScale: displayScale)
    }

    /// The symbol `name` sized for text of `pointSize` and `weight`, or nil when the catalogue lacks the name.
    ///
    /// - Parameter capHeight: the text's cap height in points; nil uses SF Pro's (0.7046 em).
    public func glyph(named name: String, pointSize: Double, weight: Font.Weight = .regular,
                      capHeight: Double? = nil, imageScale: SymbolScale = .medium,
                      displayScale: Double = 1) throws(TypographyError) -> SymbolGlyph? {
        // Step 1.
        guard let entry = SymbolCatalog.entry(named: name) else { return nil }
        let size = pointSize.isFinite ? max(0, pointSize) : 0
        let cap = capHeight.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } ?? size * SystemFontMetrics.capHeight
        let scale = displayScale.isFinite && displayScale > 0 ? displayScale : 1
        let key = SizedKey(name: name, pointSize: size, capHeight: cap, weight: weight, imageScale: imageScale,
                           displayScale: scale)
        if let cached = sized.withLock({ $0[key] }) { return cached }
        // Step 2.
        let drawing = try unitDrawing(for: entry)
        let glyph = place(drawing, entry: entry, capHeight: cap, weight: weight, imageScale: imageScale,
                          displayScale: scale)
        sized.withLock { cache in
            if cache.count >= SymbolOutlines.sizedCacheLimit { cache.removeAll(keepingCapacity: true) }
            cache[key] = glyph
        }
        return glyph
    }

    /// The placeholder for an unknown name (`SymbolCatalog.placeholder`, a question mark in a rounded square),
    /// sized like `glyph(named:font:imageScale:displayScale:)`; draw it and warn, as the library does.
    public func placeholder(font: Font, imageScale: SymbolScale = .medium,
                            displayScale: Double = 1) throws(TypographyError) -> SymbolGlyph {
        let entry = SymbolCatalog.placeholder
        let scale = displayScale.isFinite && displayScale > 0 ? displayScale : 1
        return place(try unitDrawing(for: entry), entry: entry,
                     capHeight: capHeight(of: font, pointSize: font.requestedPointSize), weight: font.resolvedWeight,
                     imageScale: imageScale, displayScale: scale)
    }

    /// The entry composed in symbol units, cached per name.
    func unitDrawing(for entry: SymbolEntry) throws(TypographyError) -> SymbolUnitDrawing {
        if let cached = drawings.withLock({ $0[entry.name] }) { return cached }
        let drawing = try compose(entry)
        drawings.withLock { $0[entry.name] = drawing }
        return drawing
    }

    /// Steps 3–5.
    func place(_ drawing: SymbolUnitDrawing, entry: SymbolEntry, capHeight: Double, weight: Font.Weight,
               imageScale: SymbolScale, displayScale: Double) -> SymbolGlyph {
        // Step 3.
        let unit = capHeight * SymbolMetrics.heightPerCapHeight * imageScale.factor
        let inkScale = unit * (entry.scale.isFinite && entry.scale > 0 ? entry.scale : 1)
        // Step 5's growth, known up front so the ink can start after it.
        let outset = SymbolMetrics.weightOutset(weight) * unit
        let padding = SymbolMetrics.sidePadding * unit
        // Step 4.
        let centerY = -capHeight / 2 + entry.verticalOffset * unit
        let dx = padding + outset - drawing.bounds.minX * inkScale
        let transform = AffineTransform(a: inkScale, b: 0, c: 0, d: inkScale, tx: dx, ty: centerY)
        let tolerance = Path.flatteningTolerance(deviceScale: displayScale)
        let layers = drawing.layers.map { layer -> SymbolGlyphLayer in
            let path = layer.path.applying(transform)
            // Step 5.
            guard outset > 0 else { return SymbolGlyphLayer(level: layer.level, path: path) }
            var grown = path
            grown.addPath(path.outlineBands(width: 2 * outset, tolerance: tolerance))
            return SymbolGlyphLayer(level: layer.level, path: grown)
        }
        var all = Path()
        for layer in layers { all.addPath(layer.path) }
        let bounds = all.bounds
        let advance = drawing.bounds.width * inkScale + 2 * (padding + outset)
        let nominalTop = centerY - unit / 2, nominalBottom = centerY + unit / 2
        let top = min(nominalTop, bounds.minY), bottom = max(nominalBottom, bounds.maxY)
        return SymbolGlyph(name: entry.name, path: all, layers: layers, advanceWidth: advance, bounds: bounds,
                           alignmentRect: Rect(x: 0, y: top, width: advance, height: bottom - top),
                           multicolor: entry.multicolor)
    }

    /// The cap height of `font` at `pointSize`: SF Pro's for system fonts, the face's own for custom fonts
    /// that load and report one.
    private func capHeight(of font: Font, pointSize: Double) -> Double {
        let sf = pointSize * SystemFontMetrics.capHeight
        guard font.customName != nil, let resolved = try? fonts.resolve(font),
              let face = try? fonts.face(resolved.primary.id), face.metrics.capHeight > 0 else { return sf }
        return Double(face.metrics.capHeight) / Double(face.metrics.unitsPerEm) * resolved.pointSize
    }
}
