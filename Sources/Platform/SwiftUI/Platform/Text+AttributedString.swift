// SwiftUI's `Text(_: AttributedString)` (iOS 15): Foundation's value-type attributed string, which the view
// DSL does not take (its modules keep Foundation's AttributedString out). The text draws the string's
// characters verbatim; its attributes (fonts, colours, links of runs) are not carried over, so style the Text
// itself.
import Foundation
import Views

extension Text {
    /// A text showing the characters of `attributedContent` (its run attributes are not drawn here).
    ///
    /// ```swift
    /// Text(AttributedString(summary))
    /// ```
    public init(_ attributedContent: AttributedString) {
        self.init(verbatim: String(attributedContent.characters))
    }
}
