import Testing
@testable import VectorImage

/// The worst inputs the default limits accept finish (docs/limits.md "Vector images" lists the times measured
/// here); each is one step inside a limit.
struct PDFLimitCostTests {
    static func seconds(_ work: () throws -> Void) rethrows -> Double {
        let start = ContinuousClock.now
        try work()
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }

    @Test func mostOperatorsAccepted() throws {
        let content = String(repeating: "q Q ", count: 99_999)   // 199 998 operators
        let time = try Self.seconds { _ = try PDFFixture.drawing(content) }
        print("PDF limit cost: 199998 operators: \(time) s")
    }

    @Test func mostPathElementsAccepted() throws {
        let content = String(repeating: "0 0 1 1 re ", count: 39_999) + "f"   // 199 995 elements, one fill
        let time = try Self.seconds {
            let drawing = try PDFFixture.drawing(content)
            #expect(drawing.shapes.count == 1)
        }
        print("PDF limit cost: 199995 path elements: \(time) s")
    }

    @Test func mostDecodedBytesAccepted() throws {
        // A zlib stream of 64 stored blocks of spaces (4 194 240 bytes, just under the 4 MiB decoded limit) and a
        // second content stream with one fill (a Flate stream at zlib's best ratio decodes the same bytes from
        // a few KiB; stored blocks are the slowest to lex, as every byte is a token separator).
        var stored: [UInt8] = [0x78, 0x01]
        let block = [UInt8](repeating: 0x20, count: 65_535)
        for index in 0..<64 {
            let last: UInt8 = index == 63 ? 1 : 0
            stored += [last, 0xFF, 0xFF, 0x00, 0x00] + block
        }
        var text = "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] >> endobj\n"
        text += "3 0 obj << /Type /Page /MediaBox [0 0 10 10] /Contents [4 0 R 5 0 R] >> endobj\n"
        var bytes = Array(text.utf8)
        bytes += Array("4 0 obj << /Length \(stored.count) /Filter /FlateDecode >>\nstream\n".utf8) + stored
            + Array("\nendstream endobj\n5 0 obj << /Length 12 >>\nstream\n0 0 1 1 re f\nendstream endobj\ntrailer << /Root 1 0 R >>\n".utf8)
        let time = try Self.seconds {
            let drawing = try VectorDrawing(pdfBytes: bytes, path: "big.pdf")
            #expect(drawing.shapes.count == 1)
        }
        print("PDF limit cost: \(64 * 65_535) decoded bytes from a \(bytes.count)-byte file: \(time) s")
    }
}
