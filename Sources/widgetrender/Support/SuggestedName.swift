// Did-you-mean for option values, by the program's one rule (Graphics' NameSuggestion). A value that differs
// from a valid name only by invisible or look-alike characters is told which characters they are, since they
// do not show.
import Graphics

/// Messages for unknown option values, with the closest valid name.
enum SuggestedName {
    /// `unknown widget family "systemSm\u{430}ll" (it contains U+0430 (looks like "a")); did you mean
    /// systemSmall? Expected one of …`.
    static func message(_ what: String, _ text: String, among names: [String]) -> String {
        var message = "\(what) \"\(TerminalText.safe(text))\""
        if let characters = TerminalText.suspiciousCharacters(text) {
            message += " (it contains \(characters))"
        }
        if let suggestion = closest(to: text, among: names) {
            message += "; did you mean \(suggestion)?"
        }
        return message + "; expected one of \(names.joined(separator: ", "))"
    }

    /// The valid name closest to `text` (Graphics' NameSuggestion: look-alikes, case, "-" and "_" ignored), or nil
    /// when none is close.
    static func closest(to text: String, among names: [String]) -> String? {
        NameSuggestion.nearest(to: text, among: names)
    }
}
