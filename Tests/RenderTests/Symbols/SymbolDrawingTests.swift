import Drawing
import Graphics
import Raster
import Render
import Testing
import Typography
import Views

/// Symbols draw as filled outlines, coloured by their rendering mode.
struct SymbolDrawingTests {
    let red = SymbolTestColors.red

    @Test func monochromeSymbolIsOneFillInTheForegroundStyle() throws {
        let output = try renderSymbols(Image(systemName: "cloud.sun.fill").foregroundStyle(Color(red: 1, green: 0, blue: 0)))
        #expect(output.fills.map(\.paint) == [.solid(red)])
    }

    @Test func hierarchicalSymbolFillsEachLevelAtItsOpacity() throws {
        let output = try renderSymbols(Image(systemName: "cloud.sun.fill").symbolRenderingMode(.hierarchical)
            .foregroundStyle(Color(red: 1, green: 0, blue: 0)))
        // The sun (secondary) behind the cloud (primary).
        #expect(output.fills.map(\.paint) == [.solid(red.multipliedAlpha(0.5)), .solid(red)])
    }

    @Test func paletteSymbolFillsEachLevelInTheNextGivenStyle() throws {
        let output = try renderSymbols(Image(systemName: "cloud.sun.fill").symbolRenderingMode(.palette)
            .foregroundStyle(Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)))
        // The sun (secondary) in the second style, behind the cloud (primary) in the first.
        #expect(output.fills.map(\.paint) == [.solid(RGBAColor(red: 0, green: 0, blue: 1)), .solid(red)])
    }

    @Test func paletteSymbolWithOneStyleDerivesTheOthersLikeHierarchical() throws {
        let output = try renderSymbols(Image(systemName: "cloud.sun.fill").symbolRenderingMode(.palette)
            .foregroundStyle(Color(red: 1, green: 0, blue: 0)))
        #expect(output.fills.map(\.paint) == [.solid(red.multipliedAlpha(0.5)), .solid(red)])
    }

    @Test func multicolorSymbolUsesItsPaletteAndTheForegroundElsewhere() throws {
        let output = try renderSymbols(Image(systemName: "cloud.sun.fill").symbolRenderingMode(.multicolor)
            .foregroundStyle(Color(red: 1, green: 0, blue: 0)))
        #expect(output.fills.map(\.paint) == [.solid(SymbolPalette.yellow), .solid(red)])
    }

    @Test func multicolorSymbolWithoutColoursDrawsMonochrome() throws {
        let output = try renderSymbols(Image(systemName: "calendar").symbolRenderingMode(.multicolor)
            .foregroundStyle(Color(red: 1, green: 0, blue: 0)))
        #expect(output.fills.map(\.paint) == [.solid(red)])
    }

    @Test func originalRenderingModeDrawsTheSymbolsColours() throws {
        let output = try renderSymbols(Image(systemName: "heart.fill").renderingMode(.original))
        #expect(output.fills.map(\.paint) == [.solid(SymbolPalette.red)])
    }

    @Test func symbolInheritsTheEnvironmentRenderingMode() throws {
        let output = try renderSymbols(Image(systemName: "cloud.rain.fill").symbolRenderingMode(.multicolor)
            .foregroundStyle(Color(red: 1, green: 0, blue: 0)))
        let viaEnvironment = try renderSymbols(VStack { Image(systemName: "cloud.rain.fill") }
            .symbolRenderingMode(.multicolor).foregroundStyle(Color(red: 1, green: 0, blue: 0)))
        #expect(output.fills.map(\.paint) == viaEnvironment.fills.map(\.paint))
    }

    @Test func symbolInkStaysInsideItsFrame() throws {
        let output = try renderSymbols(Image(systemName: "heart.fill").font(.title))
        let frame = try #require(output.nodes(named: "Image systemName").first).pixelFrame
        let ink = try #require(output.fills.first).path.bounds
        #expect(ink.minX >= frame.minX && ink.maxX <= frame.maxX)
        #expect(ink.minY >= frame.minY - 1 && ink.maxY <= frame.maxY + 1)
    }

    @Test func resizableSymbolInkSpansItsFrame() throws {
        let output = try renderSymbols(Image(systemName: "circle.fill").resizable().frame(width: 60, height: 60))
        let frame = try #require(output.nodes(named: "Image systemName").first).pixelFrame
        let ink = try #require(output.fills.first).path.bounds
        // The circle is one full symbol height: it fills the frame vertically.
        #expect(abs(ink.height - frame.height) < 1)
        #expect(abs(ink.midX - frame.midX) < 0.5 && abs(ink.midY - frame.midY) < 0.5)
    }

    @Test func rotationEffectTurnsTheOutline() throws {
        let upright = try renderSymbols(Image(systemName: "arrow.up").font(.system(size: 30)))
        let turned = try renderSymbols(Image(systemName: "arrow.up").font(.system(size: 30)).rotationEffect(.degrees(90)))
        let a = try #require(upright.fills.first).path.bounds
        let b = try #require(turned.fills.first).path.bounds
        #expect(abs(a.width - b.height) < 0.5 && abs(a.height - b.width) < 0.5)
    }

    @Test func opacityFadesEveryLevel() throws {
        let output = try renderSymbols(Image(systemName: "cloud.sun.fill").symbolRenderingMode(.hierarchical)
            .foregroundStyle(Color(red: 1, green: 0, blue: 0)).opacity(0.5))
        #expect(output.fills.map(\.paint) == [.solid(red.multipliedAlpha(0.25)), .solid(red.multipliedAlpha(0.5))])
    }

    @Test func symbolPixelsAreDrawn() throws {
        let output = try renderSymbols(Image(systemName: "circle.fill").foregroundStyle(Color(red: 1, green: 0, blue: 0)),
                                       size: Size(width: 30, height: 30))
        let frame = try #require(output.nodes(named: "Image systemName").first).pixelFrame
        let centre = output.pixmap.pixel(x: Int(frame.midX), y: Int(frame.midY))
        #expect(centre == PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255))
    }

    @Test func accentedPassTintsSymbolFillsLikeShapes() throws {
        let output = try renderSymbols(Image(systemName: "cloud.sun.fill").symbolRenderingMode(.multicolor))
        let tint = RGBAColor(red: 0, green: 0, blue: 1)
        let accented = AccentedPass.apply(to: output.displayList, defaultColor: tint, accentColor: tint)
        for item in accented.items {
            guard case .fill(_, .solid(let color), _) = item.command else { continue }
            #expect(color.red == 0 && color.green == 0 && color.blue == 1)
        }
        #expect(accented.items.count == 2)
    }
}
