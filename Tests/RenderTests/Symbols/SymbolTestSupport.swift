import Graphics
import Layout
import Raster
import Render
import Typography
import Views

/// Renders `view` at @`scale` in a container of `size` points and returns every stage.
func renderSymbols(_ view: some View, size: Size = Size(width: 200, height: 100), scale: Double = 3) throws
    -> RenderOutput
{
    try ViewRenderer().rendering(view, size: size, scale: scale, colorScheme: .light, environment: .ios18, resources: try TestResources.get())
}

extension RenderOutput {
    /// The laid-out nodes whose names start with `prefix`, in layout order.
    func nodes(named prefix: String) -> [LaidOutNode] {
        layout.nodes.filter { $0.name.hasPrefix(prefix) }
    }

    /// The fill commands with their paints, in paint order.
    var fills: [(path: Path, paint: Paint)] {
        displayList.commands.compactMap { command in
            if case .fill(let path, let paint, _) = command { return (path, paint) }
            return nil
        }
    }
}

/// The glyph a symbol image draws for `font` at @3x.
func symbolGlyph(_ name: String, font: Font, scale: SymbolScale = .medium) throws -> SymbolGlyph? {
    try TestResources.get().symbols.glyph(named: name, font: font, imageScale: scale, displayScale: 3)
}

/// Plain colours for symbol tests.
enum SymbolTestColors {
    static let red = RGBAColor(red: 1, green: 0, blue: 0)
}
