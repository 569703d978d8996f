extension Text {
    /// A case transformation of displayed text (SwiftUI's `Text.Case`, set with `textCase(_:)`).
    public enum Case: Hashable, Sendable {
        /// ALL CAPS.
        case uppercase
        /// all lower case.
        case lowercase

        func apply(to string: String) -> String {
            switch self {
            case .uppercase: return string.uppercased()
            case .lowercase: return string.lowercased()
            }
        }
    }
}
