import Graphics
import Layout
import Testing
@testable import Views

/// Services whose symbols are square leaves the size of their font.
private struct FontSizedSymbols: ResolveServices {
    func textLeaf(for text: ResolvedText) -> any LeafLayout { BoxServices().textLeaf(for: text) }
    func imageInfo(for source: ImageSource) throws -> ImageInfo { ImageInfo(pixelWidth: 1, pixelHeight: 1) }
    func symbolLeaf(for image: ResolvedImage) throws -> any LeafLayout {
        let side = image.symbol?.font.requestedPointSize ?? 0
        return ImageLeaf(naturalSize: Size(width: side, height: side), isResizable: false)
    }
}

@Suite struct SymbolImageTests {
    @Test func symbolCarriesTheFontInForce() throws {
        let resolved = try ViewResolver().resolve(Image(systemName: "flame.fill").font(.title2).bold(),
                                                  environment: .ios18, services: BoxServices())
        guard case .image(let image) = resolved.content(tag: resolved.root.tag) else {
            Issue.record("no image")
            return
        }
        #expect(image.symbol?.font == Font.title2.bold())
    }

    @Test func symbolCarriesTheFirstThreeForegroundLevels() throws {
        let resolved = try ViewResolver().resolve(Image(systemName: "cloud.sun").foregroundStyle(.blue),
                                                  environment: .ios18, services: BoxServices())
        guard case .image(let image) = resolved.content(tag: resolved.root.tag) else {
            Issue.record("no image")
            return
        }
        #expect(image.symbol?.paints == [solid(0, 122, 255), solid(0, 122, 255, 0.5), solid(0, 122, 255, 0.25)])
    }

    @Test func servicesSizeSymbolsThroughTheSymbolHook() throws {
        let (_, layout) = try resolveAndLayout(Image(systemName: "star").font(.caption),
                                               services: BoxServices())
        #expect(layout.nodes[0].frame.size == Size(width: 30, height: 20))
        let resolved = try ViewResolver().resolve(Image(systemName: "star").font(.caption),
                                                  environment: .ios18, services: FontSizedSymbols())
        let sized = try LayoutEngine().layout(resolved.root, in: Size(width: 100, height: 100), displayScale: 1)
        #expect(sized.nodes[0].frame.size == Size(width: 12, height: 12))
    }

    @Test func labelIsIconThenTitleInARow() throws {
        let (_, layout) = try resolveAndLayout(Label("Rain", systemImage: "cloud.rain"))
        #expect(layout.nodes.map(\.name) == ["HStack", "Image systemName \"cloud.rain\"", "Text \"Rain\""])
        #expect(layout.nodes[2].frame.minX - layout.nodes[1].frame.maxX == Label<Text, Image>.iconSpacing)
    }

    @Test func labelStyleIconOnlyDropsTheTitle() throws {
        let resolved = try ViewResolver().resolve(Label("Rain", systemImage: "cloud.rain").labelStyle(.iconOnly),
                                                  environment: .ios18, services: BoxServices())
        #expect(resolved.root.name == "Image systemName \"cloud.rain\"")
    }
}

@Suite struct SymbolModeTests {
    private func symbol<V: View>(_ view: V) throws -> ResolvedSymbol? {
        let resolved = try ViewResolver().resolve(view, environment: .ios18, services: BoxServices())
        for case .image(let image) in resolved.contents { return image.symbol }
        return nil
    }

    @Test func symbolDefaultsToMediumMonochrome() throws {
        let info = try symbol(Image(systemName: "sun.max"))
        #expect(info?.scale == .medium)
        #expect(info?.renderingMode == .monochrome)
    }

    @Test func imageScaleAndRenderingModeComeFromTheEnvironment() throws {
        let info = try symbol(Image(systemName: "sun.max").imageScale(.large).symbolRenderingMode(.hierarchical))
        #expect(info?.scale == .large)
        #expect(info?.renderingMode == .hierarchical)
    }

    @Test func imageRenderingModeWinsOverTheEnvironment() throws {
        let info = try symbol(VStack { Image(systemName: "sun.max").symbolRenderingMode(.multicolor) }
            .symbolRenderingMode(.hierarchical))
        #expect(info?.renderingMode == .multicolor)
    }
}
