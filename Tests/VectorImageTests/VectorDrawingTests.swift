import Graphics
import Testing
@testable import VectorImage

/// PDF pages read into filled shapes: the hand-made fixtures, each operator family, and the page box.
struct VectorDrawingTests {
    @Test func badgeFixtureIsReadShapeByShape() throws {
        let drawing = try VectorDrawing(pdfContentsOf: PDFFixture.path("badge.pdf"))
        #expect(drawing.size == Size(width: 24, height: 24))
        let colors = drawing.shapes.map(\.color)
        // Rounded square, star (even-odd), stroked circle, half-transparent bar, clipped corner, Form XObject.
        #expect(colors == [RGBAColor(red: 0, green: 0.478, blue: 1), RGBAColor(white: 1), RGBAColor(red: 1, green: 0.58, blue: 0),
                           RGBAColor(red: 0.2, green: 0.78, blue: 0.35, alpha: 0.5), RGBAColor(white: 0),
                           RGBAColor(red: 1, green: 0, blue: 0)])
        #expect(drawing.shapes[0].path.bounds == Rect(x: 0, y: 0, width: 24, height: 24))
        #expect(drawing.shapes[1].fillRule == .evenOdd)
        // The stroke is outlined: its outline is wider than the circle (radius 6) by half the line width.
        let ring = drawing.shapes[2].path.bounds
        #expect(abs(ring.minX - 5.25) < 0.01 && abs(ring.width - 13.5) < 0.01)
        // The bar: PDF y 2…5 is 19…22 from the top.
        #expect(drawing.shapes[3].path.bounds == Rect(x: 2, y: 19, width: 20, height: 3))
        #expect(drawing.shapes[4].clips.map(\.path.bounds) == [Rect(x: 0, y: 18, width: 6, height: 6)])
        // The Form XObject at (18, 18): its 4×4 square, clipped to its bounding box.
        #expect(drawing.shapes[5].path.bounds == Rect(x: 18, y: 2, width: 4, height: 4))
        #expect(drawing.shapes[5].clips.count == 1)
    }

    @Test func glyphFixtureIsOneBlackShape() throws {
        let drawing = try VectorDrawing(pdfContentsOf: PDFFixture.path("glyph.pdf"))
        #expect(drawing.size == Size(width: 16, height: 16))
        #expect(drawing.shapes.map(\.color) == [RGBAColor(white: 0)])
        #expect(drawing.shapes[0].path.bounds == Rect(x: 2, y: 1, width: 12, height: 14))
    }

    @Test func yAxisIsFlippedAndCropBoxWins() throws {
        #expect(try PDFFixture.drawing("0 0 5 5 re f").shapes[0].path.bounds == Rect(x: 0, y: 5, width: 5, height: 5))
        let bytes = PDFFixture.make(content: "0 0 5 5 re f").replacing(Array("/MediaBox [0 0 10 10]".utf8),
                                                                       with: Array("/MediaBox [0 0 10 10] /CropBox [0 0 5 5]".utf8))
        let cropped = try VectorDrawing(pdfBytes: bytes, path: "crop.pdf")
        #expect(cropped.size == Size(width: 5, height: 5))
        #expect(cropped.shapes[0].path.bounds == Rect(x: 0, y: 0, width: 5, height: 5))
    }

    @Test func rotatedPageTurnsClockwise() throws {
        let bytes = PDFFixture.make(content: "0 0 2 2 re f", size: (10, 4))
            .replacing(Array("/Contents".utf8), with: Array("/Rotate 90 /Contents".utf8))
        let drawing = try VectorDrawing(pdfBytes: bytes, path: "rotated.pdf")
        #expect(drawing.size == Size(width: 4, height: 10))
        // The page's bottom-left corner goes to the top left after a quarter turn clockwise.
        #expect(drawing.shapes[0].path.bounds == Rect(x: 0, y: 0, width: 2, height: 2))
    }

    @Test func everyColourOperator() throws {
        let content = """
            0.5 g 0 0 1 1 re f  1 0 0 0 k 0 0 1 1 re f  0 0 1 rg 0 0 1 1 re f
            /DeviceRGB cs 0 1 0 sc 0 0 1 1 re f  /P3 cs 1 0 1 scn 0 0 1 1 re f  /CMYK cs 0 0 0 0.5 scn 0 0 1 1 re f
            1 0 0 RG /DeviceGray CS 0.25 SC 2 w 0 0 m 5 0 l S
            """
        let drawing = try PDFFixture.drawing(content, resources: "/ColorSpace << /P3 [/ICCBased 5 0 R] >>",
                                             extra: ["<< /N 3 /Length 0 >> stream\n\nendstream"])
        #expect(drawing.shapes.map(\.color) == [
            RGBAColor(white: 0.5), RGBAColor(red: 0, green: 1, blue: 1), RGBAColor(red: 0, green: 0, blue: 1),
            RGBAColor(red: 0, green: 1, blue: 0), RGBAColor(red: 1, green: 0, blue: 1), RGBAColor(white: 0.5),
            RGBAColor(white: 0.25),
        ])
    }

    @Test func strokeParametersShapeTheOutline() throws {
        let butt = try PDFFixture.drawing("2 w 2 5 m 8 5 l S").shapes[0].path.bounds
        let square = try PDFFixture.drawing("2 w 2 J 2 5 m 8 5 l S").shapes[0].path.bounds
        #expect(butt == Rect(x: 2, y: 4, width: 6, height: 2))
        #expect(square == Rect(x: 1, y: 4, width: 8, height: 2))
        let dashed = try PDFFixture.drawing("1 w [1 1] 0 d 0 5 m 10 5 l S").shapes[0].path
        #expect(dashed.elements.filter { if case .move = $0 { true } else { false } }.count == 5)
        // A CTM scales the width: 1 w under a 2× scale is 2 points.
        let scaled = try PDFFixture.drawing("2 0 0 2 0 0 cm 1 w 1 2 m 4 2 l S").shapes[0].path.bounds
        #expect(scaled == Rect(x: 2, y: 5, width: 6, height: 2))
    }

    @Test func opacityAndSaveRestore() throws {
        let drawing = try PDFFixture.drawing("q /A gs 0 0 1 1 re f Q 0 0 1 1 re f 1 0 0 RG /A gs 0 0 m 1 1 l S",
                                             resources: "/ExtGState << /A << /ca 0.25 /CA 0.5 >> >>")
        #expect(drawing.shapes.map(\.color.alpha) == [0.25, 1, 0.5])
    }

    @Test func clipAppliesToLaterShapesUntilRestored() throws {
        let drawing = try PDFFixture.drawing("q 0 0 5 5 re W* n 0 0 10 10 re f Q 0 0 10 10 re f")
        #expect(drawing.shapes[0].clips.map(\.fillRule) == [.evenOdd])
        #expect(drawing.shapes[1].clips.isEmpty)
    }

    @Test func objectStreamsAreUnpacked() throws {
        // Objects 1–3 packed in object stream 5 (uncompressed), as PDF 1.5 writers do.
        var text = "%PDF-1.5\n4 0 obj << /Length 12 >>\nstream\n0 0 8 8 re f\nendstream endobj\n"
        let body = "<< /Type /Catalog /Pages 2 0 R >>\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\n"
            + "<< /Type /Page /MediaBox [0 0 8 8] /Contents 4 0 R >>\n"
        let lines = body.split(separator: "\n").map(String.init)
        var starts: [Int] = [], offset = 0
        for line in lines { starts.append(offset); offset += line.utf8.count + 1 }
        let index = "1 \(starts[0]) 2 \(starts[1]) 3 \(starts[2])\n"
        let stream = index + body
        text += "5 0 obj << /Type /ObjStm /N 3 /First \(index.utf8.count) /Length \(stream.utf8.count) >>\nstream\n"
        text += stream + "\nendstream endobj\n"
        text += "6 0 obj << /Type /XRef /Root 1 0 R /Size 7 >> endobj\n%%EOF\n"
        let drawing = try VectorDrawing(pdfBytes: Array(text.utf8), path: "objstm.pdf")
        #expect(drawing.size == Size(width: 8, height: 8))
        #expect(drawing.shapes.count == 1)
    }
}

extension Array where Element == UInt8 {
    func replacing(_ pattern: [UInt8], with replacement: [UInt8]) -> [UInt8] {
        guard let range = firstRange(of: pattern) else { return self }
        return Array(self[..<range.lowerBound]) + replacement + Array(self[range.upperBound...])
    }
}
