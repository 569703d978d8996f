import Foundation

/// The result of confirming or handling a SiriKit intent: Intents' `INIntentResponse`, the base class of the
/// `<Name>IntentResponse` classes generated from an `.intentdefinition` file (IntentDefinitionPlugin).
open class INIntentResponse: NSObject {
    /// The activity the app continues with when it is opened from the intent (nil: the system makes one).
    open var userActivity: NSUserActivity?

    /// A response with no activity.
    public override init() {
        super.init()
    }
}

/// Foundation's `NSUserActivity`, which swift-corelibs-foundation does not declare: the activity an intent
/// response hands to the app. Its type and user info are kept; nothing continues it here.
open class NSUserActivity: NSObject {
    /// The activity's type (an intent's class name when the system makes it).
    public let activityType: String
    /// A user-visible title.
    open var title: String?
    /// The activity's state.
    open var userInfo: [AnyHashable: Any]?

    /// An activity of `activityType`.
    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }
}

/// A phrase with how to say it: Intents' `INSpeakableString` (custom types' `alternativeSpeakableMatches`, and
/// `SpeakableString` parameters of an `.intentdefinition` file).
open class INSpeakableString: NSObject {
    /// The phrase.
    public let spokenPhrase: String
    /// How to pronounce it.
    public let pronunciationHint: String?
    /// An identifier of the vocabulary entry.
    public let vocabularyIdentifier: String?

    /// A phrase with its vocabulary identifier and pronunciation.
    public init(vocabularyIdentifier: String, spokenPhrase: String, pronunciationHint: String?) {
        self.vocabularyIdentifier = vocabularyIdentifier
        self.spokenPhrase = spokenPhrase
        self.pronunciationHint = pronunciationHint
        super.init()
    }

    /// A phrase.
    public init(spokenPhrase: String) {
        self.vocabularyIdentifier = nil
        self.spokenPhrase = spokenPhrase
        self.pronunciationHint = nil
        super.init()
    }
}
