// The objects of a PDF file, found by scanning rather than through the cross-reference table: every
// `n g obj` at the start of a token is an object (a later definition of a number replaces an earlier
// one, as an incremental update does), and objects packed in object streams (`/Type /ObjStm`, PDF 1.5,
// ISO 32000-1 §7.5.7) are unpacked after. Scanning reads files whose xref offsets are wrong — common in
// exported icons — and needs no xref-stream decoding. The document catalogue comes from the last
// `trailer` (or cross-reference stream) `/Root`, else the first object of `/Type /Catalog`. Objects are
// parsed when first asked for; a stream's bytes run for its `/Length` (resolved when indirect), or to
// `endstream` when that is wrong. Streams are decoded with /FlateDecode (Inflate) only.

/// The objects of one PDF file.
struct PDFFile {
    let path: String
    let bytes: [UInt8]
    let limits: PDFLimits
    /// Byte offset of each object's `n g obj`.
    private var offsets: [Int: Int] = [:]
    /// Objects unpacked from object streams.
    private var packed: [Int: PDFObject] = [:]
    /// Decoded bytes so far (bounded by limits.maximumDecodedBytes).
    private(set) var decodedBytes = 0

    init(path: String, bytes: [UInt8], limits: PDFLimits) throws(VectorImageError) {
        self.path = path
        self.bytes = bytes
        self.limits = limits
        guard bytes.starts(with: Array("%PDF-".utf8)) || bytes.prefix(1024).firstRange(of: Array("%PDF-".utf8)) != nil else {
            throw VectorImageError(path: path, "not a PDF file (no %PDF- header)")
        }
        scanObjects()
        guard offsets.count <= limits.maximumObjects else {
            throw VectorImageError(path: path, "defines more than \(limits.maximumObjects) objects")
        }
        try unpackObjectStreams()
    }

    func failure(_ reason: String) -> VectorImageError { VectorImageError(path: path, reason) }

    /// Records the offset of every `n g obj`.
    private mutating func scanObjects() {
        let keyword = Array("obj".utf8)
        var index = 0
        while let range = bytes[index...].firstRange(of: keyword) {
            index = range.upperBound
            let after = range.upperBound
            guard after >= bytes.count || PDFLexer.isWhitespace(bytes[after]) || PDFLexer.isDelimiter(bytes[after]) else {
                continue
            }
            // Back over "g", white space, "n", white space.
            var cursor = range.lowerBound - 1
            func digits() -> (Int, Int)? {
                var value = 0, scale = 1, count = 0
                while cursor >= 0, bytes[cursor] >= 0x30, bytes[cursor] <= 0x39, count < 10 {
                    value += Int(bytes[cursor] - 0x30) * scale
                    scale *= 10
                    count += 1
                    cursor -= 1
                }
                return count > 0 ? (value, cursor + 1) : nil
            }
            func spaces() -> Bool {
                let start = cursor
                while cursor >= 0, PDFLexer.isWhitespace(bytes[cursor]) { cursor -= 1 }
                return cursor < start
            }
            guard spaces(), digits() != nil, spaces(), case let (number, start)? = digits() else { continue }
            guard start == 0 || PDFLexer.isWhitespace(bytes[start - 1]) || PDFLexer.isDelimiter(bytes[start - 1]) else {
                continue
            }
            offsets[number] = start
        }
    }

    /// Unpacks every object stream's objects (those also defined directly keep the direct definition).
    private mutating func unpackObjectStreams() throws(VectorImageError) {
        for number in offsets.keys.sorted() {
            guard case .stream(let dictionary, _)? = try? object(number), dictionary["Type"]?.name == "ObjStm" else { continue }
            let count = Int(try resolve(dictionary["N"] ?? .null).number ?? 0)
            let first = Int(try resolve(dictionary["First"] ?? .null).number ?? 0)
            let data = try decodedStream(number)
            guard count >= 0, count <= limits.maximumObjects, first >= 0, first <= data.count else {
                throw failure("object stream \(number) has a bad /N or /First")
            }
            var header = PDFLexer(bytes: data, end: first)
            for _ in 0..<count {
                guard case .number(let objectNumber)? = try? header.next(), case .number(let offset)? = try? header.next(),
                      offset >= 0, first + Int(offset) < data.count else {
                    throw failure("object stream \(number) has a bad header")
                }
                var lexer = PDFLexer(bytes: data, position: first + Int(offset))
                do {
                    let value = try lexer.object()
                    if offsets[Int(objectNumber)] == nil { packed[Int(objectNumber)] = value }
                } catch {
                    throw failure("object \(Int(objectNumber)) in object stream \(number): \(error.reason)")
                }
            }
            guard offsets.count + packed.count <= limits.maximumObjects else {
                throw failure("defines more than \(limits.maximumObjects) objects")
            }
        }
    }

    /// Object `number` (null when it is not defined, as the format says of a missing object).
    func object(_ number: Int) throws(VectorImageError) -> PDFObject {
        if let value = packed[number] { return value }
        guard let offset = offsets[number] else { return .null }
        var lexer = PDFLexer(bytes: bytes, position: offset)
        do throws(PDFSyntaxError) {
            guard case .number? = try lexer.next(), case .number? = try lexer.next(), case .keyword("obj")? = try lexer.next()
            else { throw lexer.failure("not an object header") }
            let value = try lexer.object()
            guard case .dictionary(let dictionary) = value else { return value }
            let saved = lexer.position
            guard case .keyword("stream")? = try? lexer.next() else {
                lexer.position = saved
                return value
            }
            // The data starts after the end of line that follows `stream` (CR LF or LF).
            var start = lexer.position
            if start < bytes.count, bytes[start] == 0x0D { start += 1 }
            if start < bytes.count, bytes[start] == 0x0A { start += 1 }
            return .stream(dictionary, data: try streamData(dictionary, from: start, object: number))
        } catch {
            throw failure("object \(number) (at byte \(error.offset)): \(error.reason)")
        }
    }

    /// The raw bytes of a stream: its /Length when `endstream` follows, else up to the next `endstream`.
    private func streamData(_ dictionary: [String: PDFObject], from start: Int,
                            object number: Int) throws(PDFSyntaxError) -> ArraySlice<UInt8> {
        var length: Int?
        switch dictionary["Length"] {
        case .number(let value)?: length = Int(exactly: value)
        case .reference(let target)?:
            // A length in another object (never a stream itself, so no recursion past one level).
            if target != number, let offset = offsets[target] {
                var lexer = PDFLexer(bytes: bytes, position: offset)
                if case .number? = try? lexer.next(), case .number? = try? lexer.next(), case .keyword("obj")? = try? lexer.next(),
                   case .number(let value)? = try? lexer.next() { length = Int(exactly: value) }
            }
        default: break
        }
        let marker = Array("endstream".utf8)
        if let length, length >= 0, start + length <= bytes.count {
            var after = start + length
            while after < bytes.count, PDFLexer.isWhitespace(bytes[after]) { after += 1 }
            if bytes[after...].starts(with: marker) { return bytes[start..<(start + length)] }
        }
        guard let range = bytes[start...].firstRange(of: marker) else {
            throw PDFSyntaxError(offset: start, reason: "a stream without endstream")
        }
        var stop = range.lowerBound
        if stop > start, bytes[stop - 1] == 0x0A { stop -= 1 }
        if stop > start, bytes[stop - 1] == 0x0D { stop -= 1 }
        return bytes[start..<stop]
    }

    /// `value`, or the object it refers to (followed up to 16 references).
    func resolve(_ value: PDFObject) throws(VectorImageError) -> PDFObject {
        var current = value
        for _ in 0..<16 {
            guard case .reference(let number) = current else { return current }
            current = try object(number)
        }
        throw failure("a chain of more than 16 references")
    }

    /// A dictionary entry, resolved.
    func value(_ dictionary: [String: PDFObject], _ key: String) throws(VectorImageError) -> PDFObject? {
        guard let entry = dictionary[key] else { return nil }
        let value = try resolve(entry)
        if case .null = value { return nil }
        return value
    }

    /// The decoded bytes of stream object `number`.
    mutating func decodedStream(_ number: Int) throws(VectorImageError) -> [UInt8] {
        try decode(try object(number), name: "object \(number)")
    }

    /// The decoded bytes of a stream value (its filters applied: none or /FlateDecode).
    mutating func decode(_ stream: PDFObject, name: String) throws(VectorImageError) -> [UInt8] {
        guard case .stream(let dictionary, let data) = stream else {
            throw failure("\(name) is \(stream.kindDescription), not a stream")
        }
        var filters: [String] = []
        switch try value(dictionary, "Filter") {
        case nil: break
        case .name(let filter)?: filters = [filter]
        case .array(let items)?: filters = items.compactMap(\.name)
        case let other?: throw failure("the /Filter of \(name) is \(other.kindDescription)")
        }
        var bytes = Array(data)
        for filter in filters {
            guard filter == "FlateDecode" || filter == "Fl" else {
                throw failure("\(name) is encoded with /\(filter); only /FlateDecode streams are read")
            }
            if let parameters = try value(dictionary, "DecodeParms")?.dictionary,
               let predictor = try value(parameters, "Predictor")?.number, predictor > 1 {
                throw failure("\(name) uses a Flate predictor (\(Int(predictor))), which content streams never need")
            }
            do { bytes = try Inflate.zlib(bytes, maximumOutput: limits.maximumDecodedBytes - decodedBytes) } catch {
                throw failure("\(name) cannot be inflated: \(error.reason)")
            }
        }
        decodedBytes += bytes.count
        guard decodedBytes <= limits.maximumDecodedBytes else {
            throw failure("its streams decode to more than \(limits.maximumDecodedBytes) bytes")
        }
        return bytes
    }

    /// The document catalogue: the last trailer's (or cross-reference stream's) /Root, else a /Catalog object.
    func catalog() throws(VectorImageError) -> [String: PDFObject] {
        if let range = bytes.lastRange(of: Array("trailer".utf8)) {
            var lexer = PDFLexer(bytes: bytes, position: range.upperBound)
            if let trailer = (try? lexer.object())?.dictionary, let root = try value(trailer, "Root")?.dictionary {
                return root
            }
        }
        for number in (Array(offsets.keys) + Array(packed.keys)).sorted() {
            guard let dictionary = (try? object(number))?.dictionary else { continue }
            if dictionary["Type"]?.name == "XRef", let root = try value(dictionary, "Root")?.dictionary { return root }
        }
        for number in (Array(offsets.keys) + Array(packed.keys)).sorted() {
            if let dictionary = (try? object(number))?.dictionary, dictionary["Type"]?.name == "Catalog" { return dictionary }
        }
        throw failure("no document catalogue (no trailer /Root and no /Type /Catalog object)")
    }
}

extension Array where Element == UInt8 {
    /// The last range where `pattern` occurs.
    func lastRange(of pattern: [UInt8]) -> Range<Int>? {
        guard !pattern.isEmpty, pattern.count <= count else { return nil }
        var index = count - pattern.count
        while index >= 0 {
            if self[index..<(index + pattern.count)].elementsEqual(pattern) { return index..<(index + pattern.count) }
            index -= 1
        }
        return nil
    }
}
