import Graphics
import Views
import Widgets

/// A ring trimmed to the progress from 12 o'clock, over a faint track, with content in the middle.
/// The filled arc is in the accent group.
struct HabitRing<Center: View>: View {
    var progress: Double
    var lineWidth: Double
    var color: Color
    var center: Center

    init(progress: Double, lineWidth: Double, color: Color, @ViewBuilder center: () -> Center) {
        self.progress = progress
        self.lineWidth = lineWidth
        self.color = color
        self.center = center()
    }

    var body: some View {
        ZStack {
            Circle()
                .stroke(color.opacity(0.22), lineWidth: lineWidth)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(color, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                .rotationEffect(.degrees(-90))
                .widgetAccentable()
            center
        }
        .padding(lineWidth / 2)
    }
}

extension HabitRing where Center == EmptyView {
    /// A ring with nothing in the middle.
    init(progress: Double, lineWidth: Double, color: Color) {
        self.init(progress: progress, lineWidth: lineWidth, color: color) { EmptyView() }
    }
}
