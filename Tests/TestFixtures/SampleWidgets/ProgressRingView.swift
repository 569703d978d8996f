// The progress ring of the tutorial widget, written the way WidgetKit tutorials write it (with `import Views`
// in place of `import SwiftUI`).
import Graphics
import Views

/// A progress ring: a track circle in `.quaternary`, the trimmed progress in green with round caps turned −90°,
/// and the percentage in `.title2.bold()` in the middle.
///
/// ```swift
/// ProgressRingView(progress: 0.62).frame(width: 56, height: 56)
/// ```
public struct ProgressRingView: View {
    /// The part of the ring drawn, 0…1.
    public var progress: Double

    /// A ring showing `progress`.
    public init(progress: Double) {
        self.progress = progress
    }

    public var body: some View {
        ZStack {
            Circle()
                .stroke(.quaternary, lineWidth: 8)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(Color.green, style: StrokeStyle(lineWidth: 8, lineCap: .round))
                .rotationEffect(.degrees(-90))
            Text("\(Int(progress * 100))%")
                .font(.title2.bold())
        }
    }
}
