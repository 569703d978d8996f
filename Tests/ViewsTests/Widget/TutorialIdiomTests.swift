// Idioms seen in WidgetKit tutorials and Apple's sample code, written as SwiftUI writes them with
// `import Views` only. Compiling is most of the test; each resolves without warnings.
import Graphics
import Layout
import Testing
import Views

private struct WeatherEntryView: View {
    var temperature: Int = 72
    var condition = "Sunny"
    var high = 78, low = 61

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack(alignment: .firstTextBaseline) {
                Text("Cupertino")
                    .font(.system(.headline, design: .rounded))
                Spacer()
                Image(systemName: "location.fill")
                    .font(.caption2)
                    .foregroundStyle(.white.opacity(0.8))
            }
            Text("\(temperature)°")
                .font(.system(size: 42, weight: .thin))
                .minimumScaleFactor(0.6)
            Spacer(minLength: 0)
            Label(condition, systemImage: "sun.max.fill")
                .font(.caption.weight(.semibold))
                .labelStyle(.titleAndIcon)
            Text("H:\(high)° L:\(low)°")
                .font(.caption)
                .foregroundColor(.white.opacity(0.7))
        }
        .foregroundStyle(.white)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .padding()
        .background(
            LinearGradient(gradient: Gradient(colors: [Color.blue, Color.cyan]),
                           startPoint: .top, endPoint: .bottom)
        )
    }
}

private struct CalendarEntryView: View {
    let events = [("Standup", Color.blue), ("Lunch", Color.orange), ("Review", Color.purple)]

    var body: some View {
        VStack(alignment: .leading) {
            Text("MONDAY")
                .font(.caption2.bold())
                .foregroundColor(.red)
            Text("12")
                .font(.largeTitle)
                .fontWeight(.semibold)
            ForEach(events, id: \.0) { event in
                HStack(spacing: 6) {
                    RoundedRectangle(cornerRadius: 2)
                        .fill(event.1)
                        .frame(width: 4, height: 16)
                    Text(event.0)
                        .font(.footnote)
                        .lineLimit(1)
                        .truncationMode(.tail)
                }
            }
            Divider()
            Text("No more events today")
                .font(.caption)
                .foregroundStyle(.tertiary)
        }
        .padding(.horizontal, 12)
        .padding(.vertical)
    }
}

private struct BatteryView: View {
    @Environment(\.colorScheme) var colorScheme
    var level = 0.8

    var body: some View {
        ZStack(alignment: .leading) {
            Capsule()
                .fill(Color.primary.opacity(0.1))
            Capsule()
                .fill(level > 0.2 ? Color.green : Color.red)
                .frame(width: 120 * level)
        }
        .frame(width: 120, height: 12)
        .overlay(Capsule().stroke(colorScheme == .dark ? Color.white : Color.black, lineWidth: 1))
        .shadow(color: .black.opacity(0.2), radius: 2, x: 0, y: 1)
    }
}

private struct AvatarView: View {
    var body: some View {
        Image("avatar")
            .resizable()
            .aspectRatio(contentMode: .fill)
            .frame(width: 44, height: 44)
            .clipShape(Circle())
            .overlay(Circle().strokeBorder(.white, lineWidth: 2))
    }
}

private struct CountdownView: View {
    var days: Int
    var body: some View {
        VStack {
            Text("\(days)")
                .font(.system(size: 48, weight: .heavy, design: .rounded))
                .monospacedDigit()
                .contentTransition(.numericText())
            Text(days == 1 ? "day left" : "days left")
                .textCase(.uppercase)
                .font(.caption)
                .kerning(1.2)
        }
        .multilineTextAlignment(.center)
        .tint(.pink)
        .widgetAccentedRenderingModeIfAvailable()
    }
}

private extension View {
    /// Tutorials wrap availability checks in helpers like this one.
    @ViewBuilder func widgetAccentedRenderingModeIfAvailable() -> some View {
        if #available(iOS 18, macOS 15, *) {
            self.opacity(1)
        } else {
            self
        }
    }
}

@Suite struct TutorialIdiomTests {
    private func resolvesCleanly<V: View>(_ view: V) throws -> Bool {
        let resolved = try ViewResolver().resolve(view, environment: .ios18, services: BoxServices())
        _ = try LayoutEngine().layout(resolved.root, in: Size(width: 170, height: 170), displayScale: 3)
        return resolved.warnings.isEmpty
    }

    @Test func weatherWidgetResolves() throws { #expect(try resolvesCleanly(WeatherEntryView())) }
    @Test func calendarWidgetResolves() throws { #expect(try resolvesCleanly(CalendarEntryView())) }
    @Test func batteryGaugeResolves() throws { #expect(try resolvesCleanly(BatteryView())) }
    @Test func avatarResolves() throws { #expect(try resolvesCleanly(AvatarView())) }
    @Test func countdownResolves() throws { #expect(try resolvesCleanly(CountdownView(days: 12))) }
}
