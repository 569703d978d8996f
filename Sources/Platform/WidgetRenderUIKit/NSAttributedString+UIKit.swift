// UIKit's additions to NSAttributedString that widget code uses: the attribute keys `.foregroundColor` and
// `.font` (whose values are a UIColor and a UIFont), and reading a document: `NSAttributedString(data:options:
// documentAttributes:)` with `[.documentType: NSAttributedString.DocumentType.html]` (or `.plain`). On Linux,
// Foundation has NSAttributedString without them; HTML is read by NSAttributedString+HTML.swift.
import Foundation

extension NSAttributedString.Key {
    /// The text colour, a `UIColor` (UIKit's `NSAttributedString.Key.foregroundColor`).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The font, a `UIFont` (UIKit's `NSAttributedString.Key.font`).
    public static let font = NSAttributedString.Key("NSFont")
    /// The background colour, a `UIColor` (UIKit's `NSAttributedString.Key.backgroundColor`).
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// A link, a `URL` or a string (UIKit's `NSAttributedString.Key.link`).
    public static let link = NSAttributedString.Key("NSLink")
}

extension NSAttributedString {
    /// The kind of document `init(data:options:documentAttributes:)` reads (UIKit's `DocumentType`).
    public struct DocumentType: RawRepresentable, Hashable, Sendable {
        /// The type's name.
        public let rawValue: String
        /// A type named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// HTML: read as its text with line breaks (see `init(data:options:documentAttributes:)`).
        public static let html = DocumentType(rawValue: "NSHTML")
        /// Plain text.
        public static let plain = DocumentType(rawValue: "NSPlainText")
        /// Rich Text Format (not read here: the initializer throws).
        public static let rtf = DocumentType(rawValue: "NSRTF")
        /// RTF with attachments (not read here: the initializer throws).
        public static let rtfd = DocumentType(rawValue: "NSRTFD")
    }

    /// An option of `init(data:options:documentAttributes:)` (UIKit's `DocumentReadingOptionKey`).
    public struct DocumentReadingOptionKey: RawRepresentable, Hashable, Sendable {
        /// The option's name.
        public let rawValue: String
        /// An option named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The document's type, a `DocumentType` (without it the data is read as plain text).
        public static let documentType = DocumentReadingOptionKey(rawValue: "DocumentType")
        /// The text encoding, a `String.Encoding.RawValue` (`UInt`) or a `String.Encoding` (default UTF-8).
        public static let characterEncoding = DocumentReadingOptionKey(rawValue: "CharacterEncoding")
    }

    /// Where `init(data:options:documentAttributes:)` would return the document's attributes. UIKit's parameter
    /// is an `AutoreleasingUnsafeMutablePointer<NSDictionary?>?`, which Linux has no counterpart of: pass `nil`.
    public enum DocumentAttributesOutput: Sendable {}

    /// Reads a document (UIKit's `init(data:options:documentAttributes:)`): `.html` becomes its text, with
    /// `<br>` and block ends as line breaks and entities decoded, without attributes, styles, images or tables; `.plain` (or no type) is the text itself. Throws for data that is not text in
    /// the encoding and for RTF.
    ///
    /// ```swift
    /// let text = try NSAttributedString(data: Data(html.utf8), options: [.documentType: NSAttributedString.DocumentType.html],
    ///                                   documentAttributes: nil)
    /// ```
    public convenience init(data: Data, options: [NSAttributedString.DocumentReadingOptionKey: Any] = [:],
                            documentAttributes dict: DocumentAttributesOutput?) throws {
        let encoding: String.Encoding
        if let raw = options[.characterEncoding] as? UInt {
            encoding = String.Encoding(rawValue: raw)
        } else if let given = options[.characterEncoding] as? String.Encoding {
            encoding = given
        } else {
            encoding = .utf8
        }
        guard let text = String(data: data, encoding: encoding) else { throw CocoaError(.fileReadInapplicableStringEncoding) }
        let type = options[.documentType] as? DocumentType ?? .plain
        switch type {
        case .html:
            self.init(attributedString: HTMLText.attributedString(fromHTML: text))
        case .plain:
            self.init(string: text)
        default:
            throw CocoaError(.fileReadCorruptFile)
        }
    }
}
