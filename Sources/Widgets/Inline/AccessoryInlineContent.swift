import Graphics
import Layout
import Views

/// What an accessoryInline widget shows: the first image and the first text of its body, in that
/// order, in one line of the system font (WIDGETKIT.md §2.7; the rules are our choices [C]).
///
/// - keep the first `Image` and the characters of the first `Text` (a `Label` gives both), in
///   reading order; everything else (backgrounds, frames, shapes, colours) is dropped;
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

    /// The kept image, if the body has one.
    public var image: ImageSource?
    /// The kept text, if the body has one.
    public var text: String?

    /// Creates the line from its parts.
    public init(image: ImageSource?, text: String?) {
        self.image = image
        self.text = text
    }

    /// The first image and the first text of a resolved body, in reading (pre-order) order.
    public init(extractingFrom resolved: ResolvedView) {
        var image: ImageSource?
        var text: String?
        var pending: [LayoutNode] = [resolved.root]
        while let node = pending.popLast(), image == nil || text == nil {
            switch resolved.content(tag: node.tag) {
            case .image(let found) where image == nil: image = found.source
            case .text(let found) where text == nil: text = found.string
            default: break
            }
            pending.append(contentsOf: node.children.reversed())
        }
        self.init(image: image, text: text)
    }

    public var body: some View {
        HStack(spacing: Self.imageSpacing) {
            if let image {
                Self.imageView(image)
            }
            if let text {
                Text(verbatim: text)
                    .lineLimit(1)
                    .truncationMode(.tail)
            }
        }
        .font(.system(size: Self.fontSize, weight: Self.fontWeight))
        .foregroundStyle(.primary)
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
