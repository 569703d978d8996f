import Views

/// Collects the configuration modifiers' declarations during one resolution of a widget body.
///
/// A class because it needs identity: the environment carries one recorder down the whole tree and
/// every configuration modifier writes into that same recorder while its `body` is evaluated
/// (SwiftUI does this job with preferences, which our resolver does not have).
///
/// `@unchecked Sendable`: the environment key's default value must be `Sendable`, but the recorded
/// backgrounds hold views, which are not. A recorder is created by
/// ``WidgetConfiguration/extract(from:environment:resolver:)``, written only by the synchronous
/// resolution that call runs, and read after it returns; it never crosses a task or thread.
final class WidgetConfigurationRecorder: @unchecked Sendable {
    /// What was recorded so far.
    private(set) var configuration = WidgetConfiguration()

    /// Records a container background; the first one wins (resolution order: outermost first).
    func recordBackground(_ background: ContainerBackground) {
        if configuration.containerBackground == nil {
            configuration.containerBackground = background
        } else {
            configuration.warnings.append(ResolveWarning(
                .invalidValue, "containerBackground(for: .widget) is declared more than once; the first one is used"))
        }
    }

    /// Records `containerBackgroundRemovable(_:)`: any `false` makes the background non-removable.
    func recordRemovable(_ isRemovable: Bool) {
        configuration.isContainerBackgroundRemovable = configuration.isContainerBackgroundRemovable && isRemovable
    }

    /// Records `contentMarginsDisabled()`.
    func recordContentMarginsDisabled() {
        configuration.isContentMarginsDisabled = true
    }
}
