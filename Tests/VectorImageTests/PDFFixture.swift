import PortableFoundation
@testable import VectorImage

/// The hand-made PDF files beside these tests (Fixtures/make-fixtures.py writes them) and one-page PDFs
/// written in memory from a content stream.
enum PDFFixture {
    /// `Tests/VectorImageTests/Fixtures/NAME`.
    static func path(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)").path
    }

    /// The bytes of the fixture `name`.
    static func bytes(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: path(name))))
    }

    /// A one-page PDF of `size` points whose content stream is `content` (uncompressed), with `resources`
    /// (a dictionary's inside) and `extra` objects numbered from 5; no cross-reference table (we scan).
    static func make(content: String, size: (Int, Int) = (10, 10), resources: String = "",
                     extra: [String] = []) -> [UInt8] {
        var text = "%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n"
        text += "2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n"
        text += "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 \(size.0) \(size.1)] /Contents 4 0 R "
        text += "/Resources << \(resources) >> >> endobj\n"
        text += "4 0 obj << /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream endobj\n"
        for (index, object) in extra.enumerated() { text += "\(index + 5) 0 obj \(object) endobj\n" }
        text += "trailer << /Root 1 0 R >>\n%%EOF\n"
        return Array(text.utf8)
    }

    /// The drawing of `make(…)`'s PDF.
    static func drawing(_ content: String, size: (Int, Int) = (10, 10), resources: String = "",
                        extra: [String] = []) throws(VectorImageError) -> VectorDrawing {
        try VectorDrawing(pdfBytes: make(content: content, size: size, resources: resources, extra: extra), path: "test.pdf")
    }
}
