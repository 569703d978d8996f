import Testing
@testable import VectorImage

/// What is out of scope is an error naming the file and the operator or object — never a silent gap.
struct VectorImageErrorTests {
    static func reason(_ content: String, resources: String = "", extra: [String] = []) -> String? {
        do {
            _ = try PDFFixture.drawing(content, resources: resources, extra: extra)
            return nil
        } catch {
            #expect(error.path == "test.pdf")
            return error.reason
        }
    }

    @Test func textIsRefused() {
        #expect(Self.reason("BT /F1 12 Tf (Hi) Tj ET")
                == "the page draws text (operator BT); convert the text to outlines before exporting the PDF")
    }

    @Test func imagesAreRefused() {
        #expect(Self.reason("/Im1 Do", resources: "/XObject << /Im1 5 0 R >>",
                            extra: ["<< /Subtype /Image /Width 1 /Height 1 /Length 3 >> stream\nabc\nendstream"])
                == "the page draws an image (XObject /Im1); only vector paths are drawn")
        #expect(Self.reason("BI /W 1 /H 1 ID") == "the page holds an inline image (operator BI); only vector paths are drawn")
    }

    @Test func shadingsAndPatternsAreRefused() {
        #expect(Self.reason("/Sh0 sh") == "the page paints a shading (operator sh, a gradient); only solid colours are drawn")
        #expect(Self.reason("/Pattern cs /P0 scn 0 0 1 1 re f")
                == "the page paints with a pattern (a gradient or tiling); only solid colours are drawn")
    }

    @Test func softMasksAndBlendModesAreRefused() {
        #expect(Self.reason("/M gs", resources: "/ExtGState << /M << /SMask << /S /Alpha >> >> >>")
                == "the graphics state /M sets a soft mask; soft masks are not drawn")
        #expect(Self.reason("/M gs", resources: "/ExtGState << /M << /BM /Multiply >> >>")
                == "the graphics state /M blends with /Multiply; only Normal blending is drawn")
    }

    @Test func unknownOperatorsAndMissingResourcesAreNamed() {
        #expect(Self.reason("0 0 1 1 re zz") == "unknown content operator \"zz\"")
        #expect(Self.reason("/Nope gs") == "the graphics state /Nope is not in the page's resources")
        #expect(Self.reason("/X Do") == "the XObject /X is not in the page's resources")
        #expect(Self.reason("1 l") == "the operator l needs 2 numbers, found 1 operands")
    }

    @Test func otherFiltersAreRefused() {
        let bytes = PDFFixture.make(content: "0 0 1 1 re f").replacing(Array("<< /Length 12 >>".utf8),
                                                                       with: Array("<< /Length 12 /Filter /LZWDecode >>".utf8))
        #expect(throws: VectorImageError(path: "lzw.pdf",
                                         "the page's content stream is encoded with /LZWDecode; only /FlateDecode streams are read")) {
            try VectorDrawing(pdfBytes: bytes, path: "lzw.pdf")
        }
    }

    @Test func notAPDFAndNoCatalogue() {
        #expect(throws: VectorImageError(path: "a.pdf", "not a PDF file (no %PDF- header)")) {
            try VectorDrawing(pdfBytes: Array("hello".utf8), path: "a.pdf")
        }
        #expect(throws: VectorImageError(path: "b.pdf",
                                         "no document catalogue (no trailer /Root and no /Type /Catalog object)")) {
            try VectorDrawing(pdfBytes: Array("%PDF-1.4\n%%EOF\n".utf8), path: "b.pdf")
        }
    }

    @Test func limitsAreErrors() {
        let many = String(repeating: "0 0 1 1 re f\n", count: 50)
        #expect(throws: VectorImageError(path: "big.pdf", "its content runs more than 40 operators")) {
            try VectorDrawing(pdfBytes: PDFFixture.make(content: many), path: "big.pdf", limits: PDFLimits(maximumOperators: 40))
        }
        let deep = String(repeating: "q ", count: 40)
        #expect(throws: VectorImageError(path: "deep.pdf", "q nests deeper than 32")) {
            try VectorDrawing(pdfBytes: PDFFixture.make(content: deep), path: "deep.pdf")
        }
        #expect(throws: VectorImageError(path: "paths.pdf", "its paths have more than 20 elements")) {
            try VectorDrawing(pdfBytes: PDFFixture.make(content: many), path: "paths.pdf",
                              limits: PDFLimits(maximumPathElements: 20))
        }
    }

    @Test func selfDrawingFormIsStoppedByTheNestingLimit() {
        #expect(Self.reason("/F Do", resources: "/XObject << /F 5 0 R >>",
                            extra: ["<< /Subtype /Form /BBox [0 0 1 1] /Resources << /XObject << /F 5 0 R >> >> /Length 5 >> stream\n/F Do\nendstream"])
                == "Form XObjects nest deeper than 32")
    }

    @Test func fileErrorNamesThePath() {
        #expect(throws: VectorImageError.self) { try VectorDrawing(pdfContentsOf: "/nonexistent/icon.pdf") }
    }
}
