// The kinds of intent AppIntents names (protocols an intent adopts to say what it does), the result that
// opens another intent, and who may run an intent. On Linux an intent is a declaration: these let widget
// code compile unchanged and change nothing in a render; nothing runs or opens an intent here.

/// An intent the system knows the meaning of: AppIntents' `SystemIntent`.
public protocol SystemIntent: AppIntent {}

/// An intent that plays audio (a widget's play button): AppIntents' `AudioPlaybackIntent`.
public protocol AudioPlaybackIntent: SystemIntent {}

/// An intent that starts, updates or ends a Live Activity: AppIntents' `LiveActivityIntent`.
public protocol LiveActivityIntent: SystemIntent {}

/// An App Intent that replaces a SiriKit custom intent of an `.intentdefinition` file, keeping the
/// widgets people configured with it: AppIntents' `CustomIntentMigratedAppIntent`.
///
/// ```swift
/// struct SelectHero: AppIntent, WidgetConfigurationIntent, CustomIntentMigratedAppIntent {
///     static let intentClassName = "EmojiRangerSelectionIntent"
///     static var title: LocalizedStringResource = "Select Hero"
/// }
/// ```
public protocol CustomIntentMigratedAppIntent: AppIntent {
    /// The SiriKit intent class the App Intent replaces.
    static var intentClassName: String { get }
}

/// A result whose intent opens another intent once it finishes: AppIntents' `OpensIntent`.
///
/// ```swift
/// func perform() async throws -> some IntentResult & OpensIntent { .result(opensIntent: OpenAlbum()) }
/// ```
public protocol OpensIntent: IntentResult {}

/// The result of an intent that opens `intent` next (never opened here).
public struct OpensIntentResult<Intent: AppIntent>: IntentResult, OpensIntent {
    /// The intent to run next.
    public var intent: Intent
}

extension IntentResult {
    /// A result that opens `intent` once this one finishes.
    public static func result<Intent: AppIntent>(opensIntent intent: Intent) -> Self where Self == OpensIntentResult<Intent> {
        OpensIntentResult(intent: intent)
    }
}

/// Who may run an intent while the device is locked: AppIntents' `IntentAuthenticationPolicy`.
public enum IntentAuthenticationPolicy: Sendable, Hashable {
    /// Anyone, locked or not.
    case alwaysAllowed
    /// The device must be unlocked.
    case requiresAuthentication
    /// The person must authenticate on this device.
    case requiresLocalDeviceAuthentication
}
