import Graphics

/// A flat list of draw commands in device pixels: the "build" stage's output and the executor's input.
///
/// Commands are in paint order; each carries its accent group so the accented rendering mode can
/// substitute paints without reordering anything. ``textDump()`` prints one command per line.
///
/// ```swift
/// let list = try DisplayListBuilder(resources: resources).build(resolved, layout: layout)
/// print(list.textDump())
/// let pixmap = DisplayListExecutor(resources: resources).execute(list)
/// ```
public struct DisplayList: Sendable {
    /// Width of the target in device pixels.
    public var pixelWidth: Int
    /// Height of the target in device pixels.
    public var pixelHeight: Int
    /// The commands, in paint order.
    public var items: [DisplayItem]

    /// Creates a display list.
    public init(pixelWidth: Int, pixelHeight: Int, items: [DisplayItem] = []) {
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.items = items
    }

    /// The commands without their groups.
    public var commands: [DisplayCommand] { items.map(\.command) }

    /// Appends a command, drawn by the layout node `node` when it is a node's content.
    public mutating func append(_ command: DisplayCommand, accentGroup: AccentGroup = .default, node: Int? = nil) {
        items.append(DisplayItem(command, accentGroup: accentGroup, node: node))
    }
}
