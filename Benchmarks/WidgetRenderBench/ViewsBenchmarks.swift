/// Benchmarks of the resolve and layout stages on the composed test widget (the tutorial widget of
/// Tests/ViewsTests/Widget): view → layout nodes + draw content, then the propose/size pass. Text is
/// measured by a box measurer (every character 10×10) so the figure is Views + Layout alone;
/// Typography's share is in the typography suite.
import Graphics
import Layout
import Views

func viewsBenchmarks(_ h: BenchHarness) {
    let widget = BenchStreakWidget(title: "Running", progress: 0.62, streak: 5, completedDays: 5)
    let services = BenchBoxServices()
    let resolver = ViewResolver()
    let engine = LayoutEngine()
    let size = Size(width: 170, height: 170)
    guard let resolved = try? resolver.resolve(widget, services: services) else {
        print("views: the composed widget does not resolve")
        return
    }
    let resolve = h.measure(inner: 20) { blackHole(try? resolver.resolve(widget, services: services)) }
    h.report("views: resolve composed widget (\(resolved.contents.count) nodes)", resolve * 1e6, "µs")
    let layout = h.measure(inner: 20) { blackHole(try? engine.layout(resolved.root, in: size, displayScale: 3)) }
    h.report("views: lay out composed widget, systemSmall @3x", layout * 1e6, "µs")
    let both = h.measure(inner: 20) {
        guard let view = try? resolver.resolve(widget, services: services) else { return }
        blackHole(try? engine.layout(view.root, in: size, displayScale: 3))
    }
    h.report("views: resolve + lay out composed widget", both * 1e6, "µs", note: "budget share of ≤ 1 ms")
}

/// The tutorial widget: a progress ring, a title block and seven day bars.
private struct BenchStreakWidget: View {
    var title: String
    var progress: Double
    var streak: Int
    var completedDays: Int

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                ZStack {
                    Circle().stroke(.quaternary, lineWidth: 8)
                    Circle()
                        .trim(from: 0, to: progress)
                        .stroke(Color.green, style: StrokeStyle(lineWidth: 8, lineCap: .round))
                        .rotationEffect(.degrees(-90))
                    Text("\(Int(progress * 100))%").font(.title2.bold())
                }
                .frame(width: 56, height: 56)
                Spacer()
                VStack(alignment: .trailing) {
                    Text(title).font(.headline).lineLimit(1)
                    Text("\(streak) days").font(.caption).foregroundStyle(.secondary)
                }
            }
            HStack(spacing: 4) {
                ForEach(0..<7, id: \.self) { i in
                    RoundedRectangle(cornerRadius: 4)
                        .fill(i < completedDays ? Color.orange : Color.gray.opacity(0.3))
                        .frame(height: 24)
                }
            }
        }
        .padding()
    }
}

/// Every character a 10×10 box; images 30×20.
private struct BenchBoxServices: ResolveServices {
    func textLeaf(for text: ResolvedText) -> any LeafLayout { BenchBoxLeaf(count: text.string.count) }
    func imageInfo(for source: ImageSource) throws -> ImageInfo { ImageInfo(pixelWidth: 30, pixelHeight: 20) }
}

private struct BenchBoxLeaf: LeafLayout {
    let count: Int
    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let ideal = Double(count) * 10
        guard let width = proposal.width, width < ideal else { return Size(width: ideal, height: 10) }
        let perLine = max(Int(width / 10), 1)
        return Size(width: Double(min(perLine, count)) * 10, height: Double((count + perLine - 1) / perLine) * 10)
    }
}
