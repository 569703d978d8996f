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

/// A custom value of a SiriKit intent parameter: Intents' `INObject` (Xcode and the IntentDefinitionPlugin
/// generate subclasses for the custom types of an `.intentdefinition` file).
open class INObject: NSObject {
    /// The value's identifier.
    open var identifier: String?
    /// The value's name in the configuration UI.
    open var displayString: String
    /// How to pronounce ``displayString``.
    open var pronunciationHint: String?
    /// A second line under the name in the configuration UI.
    open var subtitleString: String?
    /// Other phrases that name the value.
    open var alternativeSpeakableMatches: [INSpeakableString]?

    /// A value with an identifier and a name.
    public init(identifier: String?, display displayString: String) {
        self.identifier = identifier
        self.displayString = displayString
        super.init()
    }

    /// A value with an identifier, a name and its pronunciation.
    public convenience init(identifier: String?, display displayString: String, pronunciationHint: String?) {
        self.init(identifier: identifier, display: displayString)
        self.pronunciationHint = pronunciationHint
    }

    /// A value with an identifier, a name and a subtitle (the image is not kept).
    public convenience init(identifier: String?, display displayString: String, subtitle subtitleString: String?, image: Any?) {
        self.init(identifier: identifier, display: displayString)
        self.subtitleString = subtitleString
    }
}

/// A titled group of values in a SiriKit options list: Intents' `INObjectSection`.
open class INObjectSection<ObjectType: AnyObject>: NSObject {
    /// The section's title.
    public let title: String?
    /// The section's values.
    public let items: [ObjectType]

    /// A section of `items` under `title`.
    public init(title: String?, items: [ObjectType]) {
        self.title = title
        self.items = items
        super.init()
    }
}

/// The values a SiriKit intent handler offers for a parameter: Intents' `INObjectCollection` (of custom-type
/// values, or of `NSString`s and `NSNumber`s).
///
/// ```swift
/// completion(INObjectCollection(items: heroes.map { Hero(identifier: $0.id, display: $0.name) }), nil)
/// ```
open class INObjectCollection<ObjectType: AnyObject>: NSObject {
    /// The sections, in order (one untitled section for `init(items:)`).
    public let sections: [INObjectSection<ObjectType>]
    /// Whether the list shows an A–Z index (inert here).
    open var usesIndexedCollation = false

    /// Every value of every section, in order.
    public var allItems: [ObjectType] { sections.flatMap(\.items) }

    /// A collection in sections.
    public init(sections: [INObjectSection<ObjectType>]) {
        self.sections = sections
        super.init()
    }

    /// A collection of one untitled section.
    public convenience init(items: [ObjectType]) {
        self.init(sections: [INObjectSection(title: nil, items: items)])
    }
}

/// The principal class of an Intents extension: Intents' `INExtension`. The system asks it for a handler
/// per intent; nothing asks it here.
open class INExtension: NSObject {
    /// Creates the extension.
    public override init() { super.init() }

    /// The object that handles `intent` (the extension itself by default).
    open func handler(for intent: INIntent) -> Any? { self }
}
