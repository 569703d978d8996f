import Graphics
import Layout
import Views
import Widgets

/// The closed sets of names a document uses for enumerations, spelled as in Swift
/// (`.topLeading` is `"topLeading"`), each in documentation order.
enum Vocabulary {
    /// Every widget family.
    static let families = NameTable("widget family", WidgetFamily.allCases.map { ($0.rawValue, $0) })

    /// `HStack` alignments.
    static let verticalAlignments = NameTable<VerticalAlignment>("vertical alignment", [
        ("top", .top), ("center", .center), ("bottom", .bottom),
        ("firstTextBaseline", .firstTextBaseline), ("lastTextBaseline", .lastTextBaseline),
    ])

    /// `VStack` alignments.
    static let horizontalAlignments = NameTable<HorizontalAlignment>("horizontal alignment", [
        ("leading", .leading), ("center", .center), ("trailing", .trailing),
    ])

    /// Two-axis alignments (`ZStack`, `frame`, `overlay` …).
    static let alignments = NameTable<Alignment>("alignment", [
        ("center", .center), ("leading", .leading), ("trailing", .trailing), ("top", .top), ("bottom", .bottom),
        ("topLeading", .topLeading), ("topTrailing", .topTrailing),
        ("bottomLeading", .bottomLeading), ("bottomTrailing", .bottomTrailing),
        ("leadingFirstTextBaseline", .leadingFirstTextBaseline),
        ("centerFirstTextBaseline", .centerFirstTextBaseline),
        ("trailingFirstTextBaseline", .trailingFirstTextBaseline),
        ("leadingLastTextBaseline", .leadingLastTextBaseline),
        ("centerLastTextBaseline", .centerLastTextBaseline),
        ("trailingLastTextBaseline", .trailingLastTextBaseline),
    ])

    /// Named unit points (gradients, anchors).
    static let unitPoints = NameTable<UnitPoint>("unit point", [
        ("zero", .zero), ("center", .center), ("leading", .leading), ("trailing", .trailing), ("top", .top),
        ("bottom", .bottom), ("topLeading", .topLeading), ("topTrailing", .topTrailing),
        ("bottomLeading", .bottomLeading), ("bottomTrailing", .bottomTrailing),
    ])

    /// Edge sets of `padding`.
    static let edges = NameTable<Edge.Set>("edge set", [
        ("all", .all), ("horizontal", .horizontal), ("vertical", .vertical),
        ("top", .top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing),
    ])

    /// `aspectRatio` content modes.
    static let contentModes = NameTable<ContentMode>("content mode", [("fit", .fit), ("fill", .fill)])

    /// Rounded-rectangle corner styles.
    static let cornerStyles = NameTable<RoundedCornerStyle>("corner style",
                                                            [("continuous", .continuous), ("circular", .circular)])

    /// Stroke line caps.
    static let lineCaps = NameTable<LineCap>("line cap", [("butt", .butt), ("round", .round), ("square", .square)])

    /// Stroke line joins.
    static let lineJoins = NameTable<LineJoin>("line join", [("miter", .miter), ("round", .round), ("bevel", .bevel)])

    /// Colour schemes.
    static let colorSchemes = NameTable("color scheme", ColorScheme.allCases.map { ($0.rawValue, $0) })

    /// Redaction reasons.
    static let redactionReasons = NameTable<RedactionReasons>("redaction reason", [
        ("placeholder", .placeholder), ("privacy", .privacy), ("invalidated", .invalidated),
    ])

    /// Label styles.
    static let labelStyles = NameTable<LabelStyle>("label style", [
        ("automatic", .automatic), ("titleAndIcon", .titleAndIcon), ("iconOnly", .iconOnly), ("titleOnly", .titleOnly),
    ])

    /// Gauge styles, as modifiers.
    static let gaugeStyles = NameTable<@Sendable (AnyView) -> AnyView>("gauge style", [
        ("automatic", { AnyView($0.gaugeStyle(.automatic)) }),
        ("accessoryCircular", { AnyView($0.gaugeStyle(.accessoryCircular)) }),
        ("accessoryCircularCapacity", { AnyView($0.gaugeStyle(.accessoryCircularCapacity)) }),
        ("accessoryLinear", { AnyView($0.gaugeStyle(.accessoryLinear)) }),
        ("accessoryLinearCapacity", { AnyView($0.gaugeStyle(.accessoryLinearCapacity)) }),
        ("linearCapacity", { AnyView($0.gaugeStyle(.linearCapacity)) }),
    ])

    /// Progress view styles, as modifiers.
    static let progressViewStyles = NameTable<@Sendable (AnyView) -> AnyView>("progress view style", [
        ("automatic", { AnyView($0.progressViewStyle(.automatic)) }),
        ("linear", { AnyView($0.progressViewStyle(.linear)) }),
        ("circular", { AnyView($0.progressViewStyle(.circular)) }),
    ])
}
