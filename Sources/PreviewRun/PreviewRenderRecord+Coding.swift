// A render record's JSON: its members by their Swift names; the family, mode and scheme by their names
// (null for no family, a view preview, and no mode, a preview that failed before its modes were known),
// each looked up in its type's table when read back: an unknown name fails the decoding there.
import Views
import Widgets

extension PreviewRenderRecord: Codable {
    enum CodingKeys: String, CodingKey {
        case preview, file, line, entry, family, mode, scheme, fileName, pixelWidth, pixelHeight, scale, failure,
             warnings, findings, thumbnail, place
    }

    /// Decodes a record, refusing an unknown family, mode or scheme.
    public init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        preview = try values.decode(String.self, forKey: .preview)
        file = try values.decode(String.self, forKey: .file)
        line = try values.decode(Int.self, forKey: .line)
        entry = try values.decode(Int.self, forKey: .entry)
        family = try Self.named(values, .family, "family") { WidgetFamily(rawValue: $0) }
        mode = try Self.named(values, .mode, "mode") { WidgetMode(rawValue: $0) }
        guard let scheme = try Self.named(values, .scheme, "colour scheme", lookup: { ColorScheme(rawValue: $0) }) else {
            throw DecodingError.dataCorruptedError(forKey: .scheme, in: values, debugDescription: "scheme: missing")
        }
        self.scheme = scheme
        fileName = try values.decodeIfPresent(String.self, forKey: .fileName)
        pixelWidth = try values.decode(Int.self, forKey: .pixelWidth)
        pixelHeight = try values.decode(Int.self, forKey: .pixelHeight)
        scale = try values.decode(Double.self, forKey: .scale)
        failure = try values.decodeIfPresent(String.self, forKey: .failure)
        warnings = try values.decode([PreviewWarning].self, forKey: .warnings)
        findings = try values.decode([String].self, forKey: .findings)
        thumbnail = try values.decodeIfPresent(PreviewThumbnail.self, forKey: .thumbnail)
        place = try values.decodeIfPresent(PreviewPlace.self, forKey: .place)
    }

    /// Encodes the record, the family, mode and scheme by name.
    public func encode(to encoder: any Encoder) throws {
        var values = encoder.container(keyedBy: CodingKeys.self)
        try values.encode(preview, forKey: .preview)
        try values.encode(file, forKey: .file)
        try values.encode(line, forKey: .line)
        try values.encode(entry, forKey: .entry)
        try values.encodeIfPresent(family?.rawValue, forKey: .family)
        try values.encodeIfPresent(mode?.rawValue, forKey: .mode)
        try values.encode(scheme.rawValue, forKey: .scheme)
        try values.encodeIfPresent(fileName, forKey: .fileName)
        try values.encode(pixelWidth, forKey: .pixelWidth)
        try values.encode(pixelHeight, forKey: .pixelHeight)
        try values.encode(scale, forKey: .scale)
        try values.encodeIfPresent(failure, forKey: .failure)
        try values.encode(warnings, forKey: .warnings)
        try values.encode(findings, forKey: .findings)
        try values.encodeIfPresent(thumbnail, forKey: .thumbnail)
        try values.encodeIfPresent(place, forKey: .place)
    }

    /// The member `key` looked up by name (absent or null: nil); an unknown name is an error naming it.
    static func named<Value>(_ values: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys, _ what: String,
                             lookup: (String) -> Value?) throws -> Value? {
        guard let name = try values.decodeIfPresent(String.self, forKey: key) else { return nil }
        guard let value = lookup(name) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: values,
                                                   debugDescription: "\(key.rawValue): unknown \(what) \"\(name)\"")
        }
        return value
    }
}
