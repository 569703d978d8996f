/// A configurable value of an intent, written `@Parameter`: AppIntents' `IntentParameter`.
///
/// ```swift
/// struct ConfigurationAppIntent: WidgetConfigurationIntent {
///     static var title: LocalizedStringResource { "Configuration" }
///     @Parameter(title: "Favorite Emoji", default: "😃")
///     var favoriteEmoji: String
/// }
/// let intent = ConfigurationAppIntent()
/// intent.favoriteEmoji = "🤩"        // a class, as Apple's: settable through `let`
/// ```
/// The value read is, in order: the one set, the `default:`, then the type's
/// ``_IntentValue/_defaultParameterValue`` (empty, zero, false, nil, an enum's first case). An entity
/// parameter without a default has a value once ``IntentDefaults/resolve(_:)`` has asked its
/// `defaultQuery`, as WidgetHost does before calling a provider; reading it earlier is a programmer
/// error that stops the program, as on Apple platforms.
@propertyWrapper
public final class IntentParameter<Value: _IntentValue> {
    /// The parameter's name in the configuration UI.
    public let title: LocalizedStringResource
    /// A line explaining the parameter.
    public let description: LocalizedStringResource?
    /// The `default:` given, if any.
    public let defaultValue: Value?
    /// What Siri would ask for the value (never asked here).
    public let requestValueDialog: IntentDialog?
    /// The value set since creation.
    var storedValue: Value?

    /// A parameter with a title and optionally a description, a default and a request dialog.
    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value? = nil,
                requestValueDialog: IntentDialog? = nil) {
        self.title = title
        self.description = description
        self.defaultValue = defaultValue
        self.requestValueDialog = requestValueDialog
    }

    /// The value: set, else default, else the type's empty value.
    public var wrappedValue: Value {
        get {
            if let value = currentValue { return value }
            unsetIntentParameter(title.defaultValue, type: "\(Value.self)")
        }
        set { storedValue = newValue }
    }

    /// The parameter itself (`$favoriteEmoji`).
    public var projectedValue: IntentParameter<Value> { self }

    /// The value if there is one, without stopping.
    var currentValue: Value? { storedValue ?? defaultValue ?? Value._defaultParameterValue }
}

/// What ``IntentDefaults`` needs of a parameter whatever its value type.
protocol IntentParameterSlot: AnyObject {
    /// The title, for messages.
    var titleText: String { get }
    /// False when reading the value would stop the program.
    var hasValue: Bool { get }
    /// Asks an entity type's `defaultQuery` for its `defaultResult()` when the parameter has no value.
    func resolveDefault() async
}

extension IntentParameter: IntentParameterSlot {
    var titleText: String { title.defaultValue }
    var hasValue: Bool { currentValue != nil }

    func resolveDefault() async {
        guard currentValue == nil, let entityType = Value.self as? any AppEntity.Type else { return }
        if let entity = await IntentDefaults.defaultEntity(of: entityType) as? Value { storedValue = entity }
    }
}
