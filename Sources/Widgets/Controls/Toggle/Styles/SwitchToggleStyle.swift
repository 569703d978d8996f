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
    /// Creates the style.
    public init() {}

    /// The toggle drawn as a switch.
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: ToggleMetrics.labelSpacing) {
            configuration.label
            Spacer(minLength: 0)
            SwitchTrack(isOn: configuration.isOn)
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

    @Environment(\.widgetRenderingMode) private var mode
    @Environment(\.tint) private var tint

    /// Opacity of the white off track on a vibrant surface: **our choice** [C].
    static let vibrantOffTrackOpacity = 0.2

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

    /// The on track: the tint, or system green without one.
    private var onTrack: AnyShapeStyle { tint == nil ? AnyShapeStyle(Color.green) : AnyShapeStyle(.tint) }
}
