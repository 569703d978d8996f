/// How a value (an enum case, an entity) is shown in the system's configuration UI: AppIntents'
/// `DisplayRepresentation`.
///
/// ```swift
/// var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
/// static var caseDisplayRepresentations: [Unit: DisplayRepresentation] = [.celsius: "Celsius"]
/// ```
public struct DisplayRepresentation: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// An image beside the title: an SF Symbol or a named asset.
    public struct Image: Hashable, Sendable {
        /// The SF Symbol's name, when it is one.
        public var systemName: String?
        /// The asset's name, when it is one.
        public var name: String?

        /// An SF Symbol.
        public init(systemName: String) {
            self.systemName = systemName
            self.name = nil
        }

        /// A named image asset.
        public init(named name: String) {
            self.systemName = nil
            self.name = name
        }
    }

    /// The title.
    public var title: LocalizedStringResource
    /// A line under the title.
    public var subtitle: LocalizedStringResource?
    /// An image beside the title.
    public var image: Image?

    /// A representation with a title, and optionally a subtitle and image.
    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }

    /// A representation titled by a literal.
    public init(stringLiteral value: String) {
        self.init(title: LocalizedStringResource(stringLiteral: value))
    }

    /// A representation titled by an interpolated string.
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(title: LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}
