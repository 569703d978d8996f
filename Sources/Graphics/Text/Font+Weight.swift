extension Font {
    /// A font weight, SwiftUI's nine named weights, lightest first.
    public enum Weight: String, Hashable, Sendable, CaseIterable, Comparable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// The OpenType `usWeightClass` the weight corresponds to (100 … 900).
        public var openTypeWeight: Int {
            switch self {
            case .ultraLight: return 100
            case .thin: return 200
            case .light: return 300
            case .regular: return 400
            case .medium: return 500
            case .semibold: return 600
            case .bold: return 700
            case .heavy: return 800
            case .black: return 900
            }
        }

        /// Orders weights from lightest to heaviest.
        public static func < (a: Weight, b: Weight) -> Bool { a.openTypeWeight < b.openTypeWeight }
    }
}
