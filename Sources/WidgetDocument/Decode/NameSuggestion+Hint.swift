// The did-you-mean clause of a document error: Graphics' NameSuggestion (the program's one rule), quoted as
// document messages quote names.
import Graphics
import JSON

/// Graphics' did-you-mean, by its name in every file of this module.
typealias NameSuggestion = Graphics.NameSuggestion

extension Graphics.NameSuggestion {
    /// `; did you mean "x"?`, or an empty string.
    static func hint(for name: String, among candidates: [String]) -> String {
        nearest(to: name, among: candidates).map { "; did you mean \(JSONQuote.quoted($0))?" } ?? ""
    }
}
