// A render's warning as the runner reports it: Views' ResolveWarning (its kind and sentence), carried in the
// report's JSON as `{"kind": "unknownSymbol", "message": "…"}`; an unknown kind name fails the decoding.
import Views

/// One warning of one preview render.
public struct PreviewWarning: Codable, Hashable, Sendable, CustomStringConvertible {
    /// The warning, as the resolver made it.
    public var warning: ResolveWarning

    /// A warning.
    public init(_ warning: ResolveWarning) {
        self.warning = warning
    }

    public var description: String { warning.message }

    enum CodingKeys: String, CodingKey { case kind, message }

    /// Decodes a warning, refusing an unknown kind.
    public init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        let name = try values.decode(String.self, forKey: .kind)
        guard let kind = Self.kinds.first(where: { $0.name == name })?.kind else {
            throw DecodingError.dataCorruptedError(forKey: .kind, in: values,
                                                   debugDescription: "kind: unknown warning kind \"\(name)\"")
        }
        warning = ResolveWarning(kind, try values.decode(String.self, forKey: .message))
    }

    /// Encodes the kind by name and the sentence.
    public func encode(to encoder: any Encoder) throws {
        var values = encoder.container(keyedBy: CodingKeys.self)
        try values.encode(Self.name(of: warning.kind), forKey: .kind)
        try values.encode(warning.message, forKey: .message)
    }

    /// The JSON name of `kind`.
    static func name(of kind: ResolveWarning.Kind) -> String {
        switch kind {
        case .imageUnavailable: "imageUnavailable"
        case .unknownSymbol: "unknownSymbol"
        case .unsupportedView: "unsupportedView"
        case .unsupportedShapeStyle: "unsupportedShapeStyle"
        case .invalidValue: "invalidValue"
        case .approximated: "approximated"
        case .unknownColorName: "unknownColorName"
        }
    }

    /// Every kind with its name (the switch above keeps it complete).
    static let kinds: [(name: String, kind: ResolveWarning.Kind)] = [
        ResolveWarning.Kind.imageUnavailable, .unknownSymbol, .unsupportedView, .unsupportedShapeStyle, .invalidValue,
        .approximated, .unknownColorName,
    ].map { (name(of: $0), $0) }
}
