extension Font {
    /// Dynamic Type text styles, with iOS's values at the default (Large) size (WIDGETKIT.md §5.1, HIG).
    public enum TextStyle: String, Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        /// The point size at Dynamic Type Large.
        public var pointSize: Double {
            switch self {
            case .largeTitle: return 34
            case .title: return 28
            case .title2: return 22
            case .title3: return 20
            case .headline: return 17
            case .body: return 17
            case .callout: return 16
            case .subheadline: return 15
            case .footnote: return 13
            case .caption: return 12
            case .caption2: return 11
            }
        }

        /// The style's default weight (`.headline` is the only semibold one).
        public var weight: Weight {
            self == .headline ? .semibold : .regular
        }

        /// The weight `.bold()` gives this style (HIG "emphasized" column).
        public var emphasizedWeight: Weight {
            switch self {
            case .largeTitle, .title, .title2: return .bold
            default: return .semibold
            }
        }

        /// The HIG leading (baseline-to-baseline distance in typographic tables). Informational:
        /// SwiftUI does not apply it to `Text` line height (WIDGETKIT.md §5.3).
        public var leading: Double {
            switch self {
            case .largeTitle: return 41
            case .title: return 34
            case .title2: return 28
            case .title3: return 25
            case .headline: return 22
            case .body: return 22
            case .callout: return 21
            case .subheadline: return 20
            case .footnote: return 18
            case .caption: return 16
            case .caption2: return 13
            }
        }
    }
}
