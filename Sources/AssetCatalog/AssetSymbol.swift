// A custom symbol (`Name.symbolset`, an SF Symbols template SVG as the SF Symbols app exports it): the
// glyph groups under `<g id="Symbols">` — `Ultralight-S`, `Regular-M`, `Black-L` … each a `<g>` translated
// (`transform="matrix(1 0 0 1 x y)"` or `translate(x y)`) to its left margin on its scale's baseline and
// holding `<path d>` outlines — and the guides under `<g id="Guides">`: `Baseline-M`/`Capline-M` (the cap
// height at the template's point size, 100 in every template) and `left-margin-…`/`right-margin-…` lines.
// The notes, the reference "H" and the `<style>` block are skipped. A template provides three weights
// (Ultralight, Regular, Black) at three scales, or more when the designer drew them; a render picks the
// nearest weight and the scale asked for (nearest too), never interpolating between masters.
import FileAccess
import Graphics

/// A custom symbol read from its template: one outline per weight and scale drawn in the file.
///
/// ```swift
/// let symbol = try AssetSymbol(contentsOf: "Symbols.xcassets/custom.leaf.symbolset/custom.leaf.svg")
/// symbol.variant(weight: .bold, scale: .medium)?.path
/// ```
public struct AssetSymbol: Sendable {
    /// One glyph group of the template.
    public struct Variant: Sendable {
        /// Its weight (`Regular` → `.regular`).
        public var weight: Font.Weight
        /// Its scale (`-S`, `-M`, `-L`).
        public var scale: SymbolScale
        /// The outline in template units (points at the template's point size), origin on the baseline at
        /// the left margin, y down; filled non-zero.
        public var path: Path
        /// The advance: from the left margin to the right margin (the ink's width when the template has no margins).
        public var advance: Double
    }

    /// The point size the template is drawn at (100).
    public var templatePointSize: Double
    /// The cap height at the template's point size (Baseline-M − Capline-M; 70.459 in Apple's templates).
    public var capHeight: Double
    /// The glyph groups drawn, in file order.
    public var variants: [Variant]

    /// The largest template read.
    public static let maximumBytes = 2 << 20

    /// Reads the template SVG at `path` (inside `folder` when given).
    public init(contentsOf path: String, insideFolder folder: String? = nil) throws(AssetCatalogError) {
        let bytes: [UInt8]
        do {
            bytes = try Confinement.readAll(path, inside: folder, limit: Self.maximumBytes)
        } catch {
            throw AssetCatalogError(path: path, "\(error)")
        }
        do { self = try AssetSymbolTemplate(bytes: bytes).parse() } catch {
            throw AssetCatalogError(path: path, error.reason)
        }
    }

    init(templatePointSize: Double, capHeight: Double, variants: [Variant]) {
        self.templatePointSize = templatePointSize
        self.capHeight = capHeight
        self.variants = variants
    }

    /// The variant for `weight` and `scale`: the scale asked for if drawn (else medium, else small, else
    /// large — templates exported for Xcode draw the small scale only), and among its weights the nearest (ties
    /// to the heavier); nil for a template with no glyph. Draw it at `scale.factor / variant.scale.factor`
    /// of its size when the scales differ.
    public func variant(weight: Font.Weight, scale: SymbolScale) -> Variant? {
        let scales: [SymbolScale] = [scale, .medium, .small, .large]
        guard let chosen = scales.first(where: { s in variants.contains { $0.scale == s } }) else { return nil }
        let candidates = variants.filter { $0.scale == chosen }
        return candidates.min { a, b in
            let da = abs(a.weight.openTypeWeight - weight.openTypeWeight)
            let db = abs(b.weight.openTypeWeight - weight.openTypeWeight)
            return da != db ? da < db : a.weight > b.weight
        }
    }
}
