import Graphics
import Views

/// The placeholder of a redacted text: one rounded bar per line, as wide as the text's frame.
///
/// The line count is the frame's height divided by the line pitch (line height + spacing), rounded,
/// at least one; each bar is ``PlaceholderStyle/barHeightRatio`` of a line, centred in it, with
/// continuous corners. The shape is computed in the frame the text was laid out in, so the layout of
/// a redacted view is the layout of the real one.
struct PlaceholderTextBars: Shape {
    /// One line's height in points.
    var lineHeight: Double
    /// Extra points between lines (`lineSpacing`).
    var lineSpacing: Double

    func path(in rect: Rect) -> Path {
        var path = Path()
        guard lineHeight > 0, lineHeight.isFinite, rect.width > 0, rect.height > 0 else { return path }
        let pitch = lineHeight + max(lineSpacing, 0)
        let lines = max(1, min(Int(((rect.height + max(lineSpacing, 0)) / pitch).rounded()), 1_000))
        let barHeight = min(lineHeight, rect.height) * PlaceholderStyle.barHeightRatio
        let radius = barHeight * PlaceholderStyle.barCornerRatio
        let usedHeight = Double(lines) * pitch - max(lineSpacing, 0)
        let top = rect.minY + (rect.height - usedHeight) / 2
        for line in 0..<lines {
            let lineTop = top + Double(line) * pitch
            let bar = Rect(x: rect.minX, y: lineTop + (min(lineHeight, rect.height) - barHeight) / 2,
                           width: rect.width, height: barHeight)
            path.addRoundedRect(in: bar, cornerSize: Size(width: radius, height: radius), style: .continuous)
        }
        return path
    }
}
