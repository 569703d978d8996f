#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Views
import Widgets

/// Every button style, a destructive role, a tinted button and a link, as a widget would lay them out
/// (the controls' goldens).
struct ButtonStylesWidget: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack(spacing: 6) {
                Button("Automatic") {}
                Button("Bordered") {}.buttonStyle(.bordered)
                Button("Prominent") {}.buttonStyle(.borderedProminent)
            }
            HStack(spacing: 6) {
                Button("Borderless") {}.buttonStyle(.borderless)
                Button("Plain") {}.buttonStyle(.plain)
                Link("Link", destination: ControlFixtures.url)
            }
            HStack(spacing: 6) {
                Button("Delete", systemImage: "trash", role: .destructive) {}.buttonStyle(.bordered)
                Button(role: .destructive) {} label: { Image(systemName: "trash") }.buttonStyle(.borderedProminent)
                Button {} label: { Label("Log", systemImage: "plus.circle.fill") }
                    .buttonStyle(.borderedProminent).tint(.orange)
            }
        }
        .controlSize(.small)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// Switches on and off (default green and tinted) and button toggles on and off.
struct ToggleStylesWidget: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Toggle("On", isOn: .constant(true))
            Toggle("Off", isOn: .constant(false))
            Toggle("Tint", isOn: .constant(true)).tint(.orange)
            HStack(spacing: 6) {
                Toggle("Done", isOn: .constant(true)).toggleStyle(.button)
                Toggle("Todo", isOn: .constant(false)).toggleStyle(.button)
            }
            .controlSize(.small)
        }
        .font(.subheadline)
    }
}

/// One bordered and one prominent button at every control size, and the border shapes.
struct ControlSizesWidget: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            ForEach(ControlSize.allCases, id: \.self) { size in
                HStack(spacing: 6) {
                    Button("Bordered") {}.buttonStyle(.bordered)
                    Button("Prominent") {}.buttonStyle(.borderedProminent)
                }
                .controlSize(size)
            }
            HStack(spacing: 6) {
                Button("Rounded") {}.buttonBorderShape(.roundedRectangle)
                Button("Radius 2") {}.buttonBorderShape(.roundedRectangle(radius: 2))
                Button {} label: { Image(systemName: "plus") }.buttonBorderShape(.circle)
            }
            .buttonStyle(.borderedProminent)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// A Lock Screen widget with a button and a switch (vibrant rules).
struct LockScreenControlsWidget: View {
    @Environment(\.widgetFamily) private var family

    var body: some View {
        switch family {
        case .accessoryCircular:
            Button {} label: { Image(systemName: "plus") }
                .buttonStyle(.borderedProminent)
                .buttonBorderShape(.circle)
        default:
            VStack(alignment: .leading, spacing: 2) {
                Toggle("Alarm", isOn: .constant(true)).font(.headline)
                HStack(spacing: 4) {
                    Button("Snooze") {}.buttonStyle(.bordered)
                    Button("Stop") {}.buttonStyle(.borderedProminent)
                }
                .controlSize(.mini)
            }
        }
    }
}

/// Disabled controls, a switch without its label and the deprecated `SwitchToggleStyle(tint:)`.
struct ControlStatesWidget: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack(spacing: 4) {
                Button("Off") {}.buttonStyle(.borderedProminent)
                Button("Off") {}.buttonStyle(.bordered)
                Link("Link", destination: ControlFixtures.url)
            }
            .disabled(true)
            .controlSize(.small)
            HStack {
                Toggle("Alarm", isOn: .constant(true)).labelsHidden()
                Toggle("Alarm", isOn: .constant(true)).labelsHidden().disabled(true)
            }
            Toggle("Purple", isOn: .constant(true)).toggleStyle(SwitchToggleStyle(tint: .purple))
        }
        .font(.subheadline)
    }
}

/// A balance marked privacy-sensitive, drawn as a locked Lock Screen shows it (`.privacy` redaction),
/// beside an invalidated count and an unmarked title.
struct PrivacyWidget: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Balance").font(.headline)
            Text("$1,234.56").font(.title2.bold()).privacySensitive()
            Text("12 steps").invalidatableContent()
            Link(destination: ControlFixtures.url) { Label("Open", systemImage: "arrow.up.right") }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .widgetURL(ControlFixtures.url)
        .redacted(reason: [.privacy, .invalidated])
    }
}

enum ControlFixtures {
    /// A destination for links (a literal that always parses).
    static let url = URL(string: "habits://log") ?? URL(fileURLWithPath: "/")
}
