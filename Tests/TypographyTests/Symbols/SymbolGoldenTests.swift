import Graphics
import Testing
import TestSupport
@testable import Typography

/// Every catalogue symbol at 17 pt beside a grey "H", with its name, @2x: look at it when it changes.
@Test func catalogContactSheetMatchesGolden() throws {
    let sheet = SymbolSheet(cells: SymbolCatalog.names.map { SymbolSheet.Cell(name: $0) })
    let image = try sheet.render()
    expectGolden(rgba: image.rgba, width: image.width, height: image.height, suite: "symbols", name: "catalog")
}

/// Multi-level symbols in the three rendering modes, and one symbol across weights and image scales.
@Test func renderingModesAndWeightsMatchGolden() throws {
    let layered = ["cloud.sun.fill", "cloud.rain.fill", "cloud.bolt.fill", "moon.stars.fill", "heart.fill",
                   "battery.100.bolt"]
    var cells: [SymbolSheet.Cell] = []
    // Palette is left out: the sheet gives no styles, and palette with one style derives the others as
    // hierarchical does (SymbolDrawingTests covers palette with its styles).
    for mode in [SymbolRenderingMode.monochrome, .hierarchical, .multicolor] {
        cells += layered.map { SymbolSheet.Cell(name: $0, font: .system(size: 22), mode: mode, label: "\($0) \(mode)") }
    }
    let weights: [Font.Weight] = [.ultraLight, .regular, .medium, .semibold, .bold, .black]
    cells += weights.map { SymbolSheet.Cell(name: "gearshape", font: .system(size: 22, weight: $0), label: "\($0)") }
    let sheet = SymbolSheet(cells: cells, columns: 6, cellWidth: 120, cellHeight: 56)
    let image = try sheet.render()
    expectGolden(rgba: image.rgba, width: image.width, height: image.height, suite: "symbols", name: "modes")
}
