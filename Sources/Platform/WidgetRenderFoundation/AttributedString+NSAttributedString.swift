// Foundation's `AttributedString(_: NSAttributedString)` (iOS 15), absent from Linux's Foundation: the
// characters of the reference-type string, with no attributes carried over (Linux's NSAttributedString
// attributes have no counterpart in AttributedString's Foundation scope here; a widget draws the text).
import Foundation

extension AttributedString {
    /// The characters of `nsStr` as a value-type attributed string (its attributes are not carried over).
    ///
    /// ```swift
    /// Text(AttributedString(summary))
    /// ```
    public init(_ nsStr: NSAttributedString) {
        self.init(nsStr.string)
    }
}
