import Foundation

/// The base class of SiriKit intents: Intents' `INIntent`. Xcode generates a subclass per custom intent
/// of an `.intentdefinition` file (`ConfigurationIntent` …); `IntentConfiguration` widgets are
/// configured with one. On Linux there is no generator: declare the subclass with the properties the
/// widget reads (docs/widgetkit-api.md).
///
/// ```swift
/// class SelectCityIntent: INIntent {
///     var city: String?
/// }
/// ```
open class INIntent: NSObject {
    /// An identifier the system gives the intent (nil here).
    open var identifier: String?

    /// An intent with every parameter unset (required: WidgetHost creates the configuration intent of a
    /// widget nobody has edited with `Intent()`).
    public required override init() {
        super.init()
    }
}

/// A custom value of a SiriKit intent parameter: Intents' `INObject` (Xcode generates subclasses for
/// custom types of an `.intentdefinition` file).
open class INObject: NSObject {
    /// The value's identifier.
    open var identifier: String?
    /// The value's name in the configuration UI.
    open var displayString: String

    /// A value with an identifier and a name.
    public init(identifier: String?, display displayString: String) {
        self.identifier = identifier
        self.displayString = displayString
        super.init()
    }
}
