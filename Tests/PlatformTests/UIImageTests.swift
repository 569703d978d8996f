import Foundation
import Graphics
import PNGCodec
import SwiftUI
import Testing
import UIKit

/// A 2×1 PNG: red, then blue.
private func twoPixelPNG() throws -> [UInt8] {
    try PNGEncoder.encode(width: 2, height: 1, rgba: [255, 0, 0, 255, 0, 0, 255, 255])
}

@Suite struct UIImageTests {
    @Test func dataDecodesAPNGAtOnePixelPerPoint() throws {
        let image = try #require(UIImage(data: Data(try twoPixelPNG())))
        #expect(image.size == CGSize(width: 2, height: 1))
        #expect(image.scale == 1)
    }

    @Test func dataThatIsNotAPNGIsNil() {
        // The start of a JPEG file (SOI, APP0 "JFIF"): not decoded here.
        #expect(UIImage(data: Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46])) == nil)
        #expect(UIImage(data: Data()) == nil)
    }

    @Test func contentsOfFileReadsTheScaleFromTheName() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uiimage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("dot@2x.png")
        try Data(try twoPixelPNG()).write(to: file)
        let image = try #require(UIImage(contentsOfFile: file.path))
        #expect(image.scale == 2)
        #expect(image.size == CGSize(width: 1, height: 0.5))
        #expect(UIImage(contentsOfFile: folder.appendingPathComponent("missing.png").path) == nil)
    }

    @Test func systemNameIsNilOutsideTheSymbolCatalogue() {
        #expect(UIImage(systemName: "sun.max.fill") != nil)
        #expect(UIImage(systemName: "no.such.symbol") == nil)
    }

    @Test func imageOfADecodedUIImageDrawsItsPixels() throws {
        let image = try #require(UIImage(data: Data(try twoPixelPNG())))
        let drawn = try pixels(Image(uiImage: image), width: 2, height: 1)
        #expect(rgba(drawn, x: 0, y: 0) == [255, 0, 0, 255])
        #expect(rgba(drawn, x: 1, y: 0) == [0, 0, 255, 255])
    }

    @Test func imageOfAScaledUIImageHasItsPointSize() throws {
        let png = try PNGEncoder.encode(width: 4, height: 4, rgba: [UInt8](repeating: 255, count: 64))
        let image = try #require(UIImage(data: Data(png), scale: 2))
        #expect(image.size == CGSize(width: 2, height: 2))
        // Drawn at 1×: 2×2 points, so the third column stays empty.
        let drawn = try pixels(Image(uiImage: image).frame(width: 4, height: 4, alignment: .topLeading), width: 4, height: 4)
        #expect(rgba(drawn, x: 1, y: 1)[3] == 255)
        #expect(rgba(drawn, x: 2, y: 1)[3] == 0)
    }

    @Test func templateRenderingModeDrawsInTheForegroundStyle() throws {
        let image = try #require(UIImage(data: Data(try twoPixelPNG()))).withRenderingMode(.alwaysTemplate)
        #expect(image.renderingMode == .alwaysTemplate)
        let drawn = try pixels(Image(uiImage: image).foregroundStyle(Color(red: 0, green: 1, blue: 0)), width: 2, height: 1)
        #expect(rgba(drawn, x: 0, y: 0) == [0, 255, 0, 255])
    }

    @Test func namedAndSymbolImagesBridgeToTheirSwiftUIForms() throws {
        let symbol = try #require(UIImage(systemName: "sun.max.fill"))
        #expect(try pixels(Image(uiImage: symbol)) == (try pixels(Image(systemName: "sun.max.fill"))))
        #expect(UIImage(named: "") == nil)
        #expect(UIImage(named: "avatar")?.size == .zero)
    }
}
