/// The size classes of a widget, WidgetKit's `WidgetFamily`.
///
/// ```swift
/// let family = WidgetFamily(parsing: "system-small")   // .systemSmall
/// ```
public enum WidgetFamily: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// A small square Home Screen widget.
    case systemSmall
    /// A wide Home Screen widget, two smalls wide.
    case systemMedium
    /// A large square-ish Home Screen widget.
    case systemLarge
    /// The iPad-only extra-large widget.
    case systemExtraLarge
    /// A circular Lock Screen widget or watch complication.
    case accessoryCircular
    /// A rectangular Lock Screen widget or watch complication.
    case accessoryRectangular
    /// One line of text (and an optional image) above the Lock Screen clock.
    case accessoryInline
    /// A watch-face corner complication (watchOS only).
    case accessoryCorner

    /// The family's name as WidgetKit spells it.
    public var description: String { rawValue }

    /// True for the Home Screen families (`system…`).
    public var isSystem: Bool {
        switch self {
        case .systemSmall, .systemMedium, .systemLarge, .systemExtraLarge: true
        case .accessoryCircular, .accessoryRectangular, .accessoryInline, .accessoryCorner: false
        }
    }

    /// True for the Lock Screen / complication families (`accessory…`).
    public var isAccessory: Bool { !isSystem }

    /// Parses a family name: `systemSmall`, `system-small`, `system_small`, `SYSTEMSMALL` …
    public init?(parsing text: String) {
        let key = WidgetFamily.normalized(text)
        guard let match = WidgetFamily.allCases.first(where: { WidgetFamily.normalized($0.rawValue) == key }) else {
            return nil
        }
        self = match
    }

    /// Parses a family name like ``init(parsing:)``, throwing ``WidgetError/unknownFamily(_:)`` for
    /// a name that matches no family.
    ///
    /// ```swift
    /// let family = try WidgetFamily.named("accessory-circular")   // .accessoryCircular
    /// ```
    public static func named(_ text: String) throws(WidgetError) -> WidgetFamily {
        guard let family = WidgetFamily(parsing: text) else { throw .unknownFamily(text) }
        return family
    }

    /// The name folded for comparison: lower case, without `-`, `_` and spaces.
    static func normalized(_ text: String) -> String {
        String(text.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " })
    }
}
