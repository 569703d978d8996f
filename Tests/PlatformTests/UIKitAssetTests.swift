import AssetCatalog
import Foundation
import Graphics
import Raster
import Render
import SwiftUI
import Testing
import TestSupport
import UIKit

/// `UIColor(named:)` and `UIImage(named:)` resolve through the render's asset catalog, as `Color("name")`
/// and `Image("name")` do (the catalog of Tests/PlatformTests/Fixtures: Tint, a P3 colour with a dark value;
/// Dot, a 2×2 image at @1x with a dark file).
@Suite struct UIKitAssetTests {
    private func render<V: View>(_ view: V, scheme: ColorScheme) throws -> Pixmap {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/Assets.xcassets")
        let resources = try RenderResources.bundled(assetCatalog: try AssetCatalog(contentsOf: folder.path))
        return try ViewRenderer().render(view, size: Size(width: 4, height: 4), scale: 1, colorScheme: scheme,
                                         resources: resources)
    }

    @Test func namedUIColorIsTheCatalogColourInEachScheme() throws {
        let tint = try #require(UIColor(named: "Tint"))
        #expect(try render(Color(uiColor: tint), scheme: .light) == (try render(Color("Tint"), scheme: .light)))
        #expect(try render(Color(uiColor: tint), scheme: .dark) == (try render(Color("Tint"), scheme: .dark)))
        #expect(rgba(try render(Color(uiColor: tint), scheme: .dark), x: 1, y: 1) == [0, 255, 0, 255])
    }

    @Test func namedUIColorHasNoComponentsBeforeItIsDrawn() throws {
        let tint = try #require(UIColor(named: "Tint"))
        var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        #expect(!tint.getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect([r, g, b, a] == [-1, -1, -1, -1])
        #expect(UIColor(named: "") == nil)
        #expect(UIColor(named: "Tint") == tint)
    }

    @Test func namedUIImageIsTheCatalogImageInEachScheme() throws {
        let dot = try #require(UIImage(named: "Dot"))
        #expect(try render(Image(uiImage: dot), scheme: .light) == (try render(Image("Dot"), scheme: .light)))
        #expect(try render(Image(uiImage: dot), scheme: .dark) == (try render(Image("Dot"), scheme: .dark)))
        #expect(try render(Image(uiImage: dot), scheme: .light) != (try render(Image(uiImage: dot), scheme: .dark)))
    }
}
