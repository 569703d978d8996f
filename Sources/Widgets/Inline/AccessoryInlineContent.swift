import Graphics
import Layout
import Views

/// What an accessoryInline widget shows: the first image and the first text of its body, in that
/// order, in one line of the system font (WIDGETKIT.md §2.7; the rules are our choices [C]).
///
/// - keep the first `Image` and the characters of the first `Text` (a `Label` gives both), in
///   reading order; everything else (backgrounds, frames, shapes, colours) is dropped;
/// - a `ViewThatFits` met before any image or text stays a choice: each of its children gives one
///   line, and the first whose one-line width fits the slot is shown, else the last (Apple's
///   accessoryInline documentation recommends `ViewThatFits` because the slot's width varies);
/// - draw them in the foreground of the vibrant Lock Screen (white), system font ``fontSize`` pt
///   ``fontWeight``;
/// - truncate the tail to the slot's width.
///
/// ```swift
/// // Body: HStack { Image(systemName: "flame.fill"); Text("12 days").foregroundStyle(.orange) }
/// // Shown: [flame] 12 days   (white, 15 pt semibold, one line)
/// ```
public struct AccessoryInlineContent: View {
    /// [C] The inline line's font size in points (§2.7).
    public static let fontSize: Double = 15
    /// [C] The inline line's font weight (§2.7).
    public static let fontWeight = Font.Weight.semibold
    /// [C] Space between the image and the text, in points.
    public static let imageSpacing: Double = 4

    /// One candidate line: an image, a text, or both.
    public struct Line: Hashable, Sendable {
        /// The kept image, if any.
        public var image: ImageSource?
        /// The kept text, if any.
        public var text: String?

        /// Creates a line from its parts.
        public init(image: ImageSource?, text: String?) {
            self.image = image
            self.text = text
        }
    }

    /// The candidate lines, in order of preference (one unless the body offers a `ViewThatFits`).
    public var lines: [Line]

    /// The kept image of the first line, if it has one.
    public var image: ImageSource? { lines.first?.image }
    /// The kept text of the first line, if it has one.
    public var text: String? { lines.first?.text }

    /// Creates the line from its parts.
    public init(image: ImageSource?, text: String?) {
        self.lines = [Line(image: image, text: text)]
    }

    /// Creates a choice among `lines` (the first that fits, else the last); one empty line if none.
    public init(lines: [Line]) {
        self.lines = lines.isEmpty ? [Line(image: nil, text: nil)] : lines
    }

    /// The lines of a resolved body, in reading (pre-order) order.
    public init(extractingFrom resolved: ResolvedView) {
        self.init(lines: Self.lines(of: resolved.root, in: resolved))
    }

    /// The first image and text under `root`; a `ViewThatFits` reached before either gives one line
    /// per child instead.
    private static func lines(of root: LayoutNode, in resolved: ResolvedView) -> [Line] {
        var image: ImageSource?
        var text: String?
        var pending: [LayoutNode] = [root]
        while let node = pending.popLast(), image == nil || text == nil {
            if image == nil, text == nil, case .viewThatFits = node.behavior, node.children.count > 1 {
                return node.children.flatMap { lines(of: $0, in: resolved) }
            }
            switch resolved.content(tag: node.tag) {
            case .image(let found) where image == nil: image = found.source
            case .text(let found) where text == nil: text = found.string
            default: break
            }
            pending.append(contentsOf: node.children.reversed())
        }
        return [Line(image: image, text: text)]
    }

    public var body: some View {
        choice
            .font(.system(size: Self.fontSize, weight: Self.fontWeight))
            .foregroundStyle(.primary)
    }

    /// The one line, or the first of several that fits the slot's width.
    @ViewBuilder private var choice: some View {
        if lines.count == 1, let line = lines.first {
            Self.lineView(line)
        } else {
            ViewThatFits(in: .horizontal) {
                ForEach(Array(lines.enumerated()), id: \.offset) { _, line in
                    Self.lineView(line)
                }
            }
        }
    }

    /// One candidate: the image, then the text truncated at its tail.
    private static func lineView(_ line: Line) -> some View {
        HStack(spacing: imageSpacing) {
            if let image = line.image {
                imageView(image)
            }
            if let text = line.text {
                Text(verbatim: text)
                    .lineLimit(1)
                    .truncationMode(.tail)
            }
        }
    }

    /// A symbol sized by the font; a bitmap fitted to the line's height as a template.
    @ViewBuilder private static func imageView(_ source: ImageSource) -> some View {
        if case .systemName = source {
            Image(source: source)
        } else {
            Image(source: source)
                .renderingMode(.template)
                .resizable()
                .scaledToFit()
                .frame(height: fontSize)
        }
    }
}
