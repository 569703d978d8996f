import Graphics
import Views

/// The iOS switch (SwiftUI's `SwitchToggleStyle`, `.switch`): the label leading, the switch trailing,
/// as wide as proposed.
///
/// ```swift
/// Toggle("Alarm", isOn: .constant(true)).toggleStyle(.switch).tint(.orange)
/// ```
/// The track is the tint when on (system green without one, as iOS draws switches) and the system
/// fill when off; the knob is white. Accented mode: the on track is the accent group. Vibrant surfaces
/// (our choice [C]): a white track with a black knob when on, white at 0.2 with a white knob when off.
public struct SwitchToggleStyle: ToggleStyle {
    let tint: Color?

    /// Creates the style.
    public init() {
        tint = nil
    }

    /// A switch whose on track is `tint` (deprecated in iOS 15 for `.tint(_:)`, still found in widgets).
    public init(tint: Color) {
        self.tint = tint
    }

    /// The toggle drawn as a switch: the label leading and the switch trailing, or the switch alone
    /// under `labelsHidden()`.
    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleBody(configuration: configuration, tint: tint)
    }
}

/// The label and the switch.
struct SwitchToggleBody: View {
    let configuration: ToggleStyleConfiguration
    let tint: Color?

    @Environment(\.labelsHidden) private var labelsHidden
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let track = SwitchTrack(isOn: configuration.isOn, tint: tint)
            .opacity(isEnabled ? 1 : SwitchTrack.disabledOpacity)
        if labelsHidden {
            track
        } else {
            HStack(spacing: ToggleMetrics.labelSpacing) {
                configuration.label
                Spacer(minLength: 0)
                track
            }
        }
    }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// The iOS switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

/// The switch itself: a capsule track with the knob at the trailing end when on.
struct SwitchTrack: View {
    let isOn: Bool
    let tint: Color?

    @Environment(\.widgetRenderingMode) private var mode
    @Environment(\.tint) private var environmentTint

    /// Opacity of the white off track on a vibrant surface: **our choice** [C].
    static let vibrantOffTrackOpacity = 0.2
    /// Opacity of a disabled switch: **our choice** [C] (UIKit dims disabled controls).
    static let disabledOpacity = 0.5

    var body: some View {
        let isVibrant = mode == .vibrant
        ZStack(alignment: isOn ? .trailing : .leading) {
            if isOn {
                Capsule().fill(isVibrant ? AnyShapeStyle(Color.white) : onTrack).widgetAccentable()
            } else {
                Capsule().fill(isVibrant ? AnyShapeStyle(Color.white.opacity(Self.vibrantOffTrackOpacity))
                                         : AnyShapeStyle(.fill))
            }
            Circle()
                .fill(isVibrant && isOn ? Color.black : Color.white)
                .frame(width: ToggleMetrics.knobDiameter, height: ToggleMetrics.knobDiameter)
                .shadow(color: Color.black.opacity(isVibrant ? 0 : ToggleMetrics.knobShadowOpacity), radius: 2, y: 1)
                .padding(ToggleMetrics.knobInset)
        }
        .frame(width: ToggleMetrics.trackWidth, height: ToggleMetrics.trackHeight)
    }

    /// The on track: the style's tint, else the environment's, else system green.
    private var onTrack: AnyShapeStyle {
        if let tint { return AnyShapeStyle(tint) }
        return environmentTint == nil ? AnyShapeStyle(Color.green) : AnyShapeStyle(.tint)
    }
}
