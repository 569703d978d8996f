// The object model of a PDF file (ISO 32000-1 §7.3 "Objects"): null, booleans, numbers, strings, names,
// arrays, dictionaries, indirect references and streams. A stream keeps its dictionary and its raw
// (still encoded) bytes; PDFFile decodes it.

/// One PDF object.
enum PDFObject {
    case null
    case bool(Bool)
    case number(Double)
    case string([UInt8])
    case name(String)
    case array([PDFObject])
    case dictionary([String: PDFObject])
    case reference(Int)
    case stream([String: PDFObject], data: ArraySlice<UInt8>)

    /// The number, or nil.
    var number: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    /// The name, or nil.
    var name: String? {
        if case .name(let value) = self { return value }
        return nil
    }

    /// The array, or nil.
    var array: [PDFObject]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The dictionary (a stream's too), or nil.
    var dictionary: [String: PDFObject]? {
        switch self {
        case .dictionary(let value), .stream(let value, _): return value
        default: return nil
        }
    }

    /// The object number of a reference, or nil.
    var reference: Int? {
        if case .reference(let number) = self { return number }
        return nil
    }

    /// How the object is named in an error ("a dictionary", "the name /Foo" …).
    var kindDescription: String {
        switch self {
        case .null: return "null"
        case .bool: return "a Boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .name(let name): return "the name /\(name)"
        case .array: return "an array"
        case .dictionary: return "a dictionary"
        case .reference(let number): return "a reference to object \(number)"
        case .stream: return "a stream"
        }
    }
}
