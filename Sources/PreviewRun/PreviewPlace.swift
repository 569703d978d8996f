// Where a render that is not a widget family is shown: a Live Activity's presentation, or a control's presentation
// and toggle state. A render record carries it so the contact sheet and index.html label such tiles as people name
// them ("Dynamic Island compact · content state 1", "Control Center medium · on · dark"), not by the widget axes
// they do not have. Its JSON: `{"kind": "liveActivity"|"control", "presentation": NAME, "state": "on"|"off"}`,
// each name looked up in its table when read back (an unknown one fails the decoding there). With its record's entry,
// mode and scheme it is one render of Widgets' PlaceAppearance matrix, which labels the tile and names the
// legibility check's findings.
import Views
import Widgets

/// A Live Activity's or a control's place of a render.
public enum PreviewPlace: Equatable, Sendable {
    /// A Live Activity in one presentation.
    case liveActivity(ActivityPresentation)
    /// A control in one presentation, in a toggle's state (nil: a button).
    case control(ControlPresentation, state: ControlState?)
}

extension PreviewPlace {
    /// The render of Widgets' place matrix this place stands for in a record's `entry` (a Live Activity's content
    /// state, named `content state <entry>`), `mode` and `colorScheme`, in the OS profile `os` (nil: the standard
    /// one): `Lock Screen · content state 1 · reducedLuminance · dark` (its ``Widgets/PlaceAppearance/label``).
    ///
    /// ```swift
    /// PreviewPlace.liveActivity(.compact).appearance(entry: 0, mode: .fullColor, colorScheme: .dark).fileStem
    /// // "activity-0-compact"
    /// ```
    public func appearance(entry: Int, mode: WidgetMode, colorScheme: ColorScheme,
                           os: OSProfile? = nil) -> PlaceAppearance {
        switch self {
        case .liveActivity(let presentation):
            return .activity(ActivityAppearance(presentation: presentation, mode: mode, colorScheme: colorScheme,
                                                os: os),
                             state: entry, name: "content state \(entry)")
        case .control(let presentation, let state):
            return .control(ControlAppearance(presentation: presentation, state: state, colorScheme: colorScheme,
                                              os: os))
        }
    }
}

extension PreviewPlace: Codable {
    enum CodingKeys: String, CodingKey { case kind, presentation, state }

    /// Decodes a place, refusing an unknown kind, presentation or state.
    public init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        let kind = try values.decode(String.self, forKey: .kind)
        let name = try values.decode(String.self, forKey: .presentation)
        func unknown(_ key: CodingKeys, _ what: String, _ value: String) -> DecodingError {
            .dataCorruptedError(forKey: key, in: values, debugDescription: "\(key.rawValue): unknown \(what) \"\(value)\"")
        }
        switch kind {
        case "liveActivity":
            guard let presentation = ActivityPresentation(rawValue: name) else {
                throw unknown(.presentation, "Live Activity presentation", name)
            }
            self = .liveActivity(presentation)
        case "control":
            guard let presentation = ControlPresentation(rawValue: name) else {
                throw unknown(.presentation, "control presentation", name)
            }
            let state = try values.decodeIfPresent(String.self, forKey: .state)
            if let state, ControlState(rawValue: state) == nil { throw unknown(.state, "control state", state) }
            self = .control(presentation, state: state.flatMap(ControlState.init(rawValue:)))
        default:
            throw unknown(.kind, "place kind", kind)
        }
    }

    /// Encodes the place by name.
    public func encode(to encoder: any Encoder) throws {
        var values = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .liveActivity(let presentation):
            try values.encode("liveActivity", forKey: .kind)
            try values.encode(presentation.rawValue, forKey: .presentation)
        case .control(let presentation, let state):
            try values.encode("control", forKey: .kind)
            try values.encode(presentation.rawValue, forKey: .presentation)
            try values.encodeIfPresent(state?.rawValue, forKey: .state)
        }
    }
}
