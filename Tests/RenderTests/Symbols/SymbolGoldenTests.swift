import Graphics
import Render
import Testing
import TestSupport
import Views

/// Goldens of symbol images at @3x (Goldens/views/symbols-*.png), each looked at against SF Symbols.
struct SymbolGoldenTests {
    func expectGolden(_ view: some View, size: Size, scheme: ColorScheme = .light, name: String) throws {
        let pixmap = try ViewRenderer().render(view, size: size, scale: 3, colorScheme: scheme,
                                               environment: .ios18, resources: try TestResources.get())
        TestSupport.expectGolden(rgba: pixmap.straightRGBA(), width: pixmap.width, height: pixmap.height,
                                 suite: "views", name: name)
    }

    @Test func symbolsBesideText() throws {
        try expectGolden(SymbolRowsView(), size: Size(width: 364, height: 130), name: "symbols-beside-text")
    }

    @Test func labelList() throws {
        try expectGolden(SymbolLabelListView(), size: Size(width: 170, height: 170), name: "symbols-label-list")
    }

    @Test func renderingModes() throws {
        try expectGolden(SymbolModesView(), size: Size(width: 364, height: 170), name: "symbols-rendering-modes")
    }

    @Test func renderingModesDark() throws {
        try expectGolden(SymbolModesView(), size: Size(width: 364, height: 170), scheme: .dark,
                         name: "symbols-rendering-modes-dark")
    }

    @Test func resizableSymbols() throws {
        try expectGolden(ResizableSymbolView(), size: Size(width: 170, height: 130), name: "symbols-resizable")
    }

    @Test func unknownSymbolPlaceholder() throws {
        try expectGolden(UnknownSymbolView(), size: Size(width: 170, height: 80), name: "symbols-unknown")
    }
}
