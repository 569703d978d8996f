import Views

/// The standard backdrop of an accessory widget (WidgetKit's `AccessoryWidgetBackground`,
/// WIDGETKIT.md §3, S18): a full-size circle in accessoryCircular and accessoryCorner, a rounded
/// rectangle concentric with the container (radius 0.22 × height) in accessoryRectangular, and
/// nothing in any other family.
///
/// ```swift
/// ZStack {
///     AccessoryWidgetBackground()
///     VStack { Text("MON").font(.caption2); Text("6").font(.title) }
/// }
/// ```
/// Appearance per rendering mode (our choices [C], §3):
/// - vibrant: white at ``vibrantOpacity`` (the vibrant pass turns it into a faint material disc);
/// - accented: white at ``accentedOpacity``, which the accented paint substitution turns into the
///   default-group colour at that alpha;
/// - full colour: white at ``fullColorOpacity`` over black (the watch face behind it).
public struct AccessoryWidgetBackground: View {
    /// [C] Alpha of the white backdrop in vibrant mode (§3, our choice).
    public static let vibrantOpacity: Double = 0.16
    /// [C] Alpha of the backdrop in accented mode, in the default-group colour (§3, our choice).
    public static let accentedOpacity: Double = 0.14
    /// [C] Alpha of the white backdrop over black in full colour (watch, §3, our choice).
    public static let fullColorOpacity: Double = 0.14

    @Environment(\.widgetFamily) private var family
    @Environment(\.widgetRenderingMode) private var renderingMode

    /// Creates the backdrop.
    public init() {}

    public var body: some View {
        switch family {
        case .accessoryCircular, .accessoryCorner:
            backdrop(Circle())
        case .accessoryRectangular:
            backdrop(ContainerRelativeShape())
        case .systemSmall, .systemMedium, .systemLarge, .systemExtraLarge, .accessoryInline:
            EmptyView()
        }
    }

    @ViewBuilder private func backdrop<S: Shape>(_ shape: S) -> some View {
        switch renderingMode {
        case .vibrant:
            shape.fill(Color.white.opacity(Self.vibrantOpacity))
        case .accented:
            shape.fill(Color.white.opacity(Self.accentedOpacity))
        case .fullColor:
            ZStack {
                shape.fill(Color.black)
                shape.fill(Color.white.opacity(Self.fullColorOpacity))
            }
        }
    }
}
