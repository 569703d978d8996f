import Widgets

/// Why WidgetHost could not render a widget; each message names the widget's kind.
public enum WidgetHostError: Error, CustomStringConvertible {
    /// The family is not in the configuration's `supportedFamilies`.
    case unsupportedFamily(kind: String, family: WidgetFamily, supported: [WidgetFamily])
    /// The provider did not answer a call within the host's `providerTimeout`.
    case providerTimedOut(kind: String, call: String, timeout: Duration)
    /// The entry given is not of the provider's entry type.
    case entryTypeMismatch(kind: String, expected: String, given: String)
    /// The intent given is not of the configuration's intent type.
    case intentTypeMismatch(kind: String, expected: String, given: String)
    /// Parameters of the configuration intent have no value, no default and no default entity.
    case missingIntentParameters(kind: String, intent: String, parameters: [String])
    /// The declaration has no provider to render (a Live Activity or a control: declared, not drawn yet).
    case notRenderable(kind: String, configuration: WidgetDeclaration.Configuration)
    /// No widget of this kind in the bundle.
    case unknownKind(String, available: [String])
    /// The widget has no timeline configuration at all (an empty body).
    case noWidget(type: String)
    /// The renderer failed (canvas, resolution, layout, drawing): the host's `RenderError`.
    case render(kind: String, any Error)

    public var description: String {
        switch self {
        case .unsupportedFamily(let kind, let family, let supported):
            return "widget \"\(kind)\" does not support \(family): its supportedFamilies are "
                + supported.map(\.rawValue).joined(separator: ", ")
        case .providerTimedOut(let kind, let call, let timeout):
            return "widget \"\(kind)\": the provider did not answer \(call) within \(Self.seconds(timeout)) "
                + "(a completion handler never called, or an async function that does not return)"
        case .entryTypeMismatch(let kind, let expected, let given):
            return "widget \"\(kind)\" draws entries of type \(expected), not \(given)"
        case .intentTypeMismatch(let kind, let expected, let given):
            return "widget \"\(kind)\" is configured by \(expected), not \(given)"
        case .missingIntentParameters(let kind, let intent, let parameters):
            return "widget \"\(kind)\": \(intent) has no value for "
                + parameters.map { "\"\($0)\"" }.joined(separator: ", ")
                + " (give the @Parameter a default:, or make its entity's defaultQuery return a defaultResult())"
        case .notRenderable(let kind, .activityConfiguration):
            return "widget \"\(kind)\" is a Live Activity (ActivityConfiguration): it has no timeline entries; draw it "
                + "from attributes and a content state with renderActivity (docs/widgets.md, \"Live Activities\")"
        case .notRenderable(let kind, let configuration):
            return "widget \"\(kind)\" is an \(configuration): it compiles and is listed, but drawing it is not "
                + "supported yet (docs/widgetkit-api.md)"
        case .unknownKind(let kind, let available):
            return "no widget of kind \"\(kind)\" in the bundle; its kinds are " + available.joined(separator: ", ")
        case .noWidget(let type):
            return "\(type) declares no widget with a timeline"
        case .render(let kind, let error):
            return "widget \"\(kind)\": \(error)"
        }
    }

    /// `5 s`, `0.2 s`.
    private static func seconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let value = Double(seconds) + Double(attoseconds) / 1e18
        return value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }
}
