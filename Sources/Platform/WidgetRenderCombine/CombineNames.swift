// `import Combine` on Linux (the product `Combine`, module WidgetRenderCombine reached through a module alias;
// elsewhere it is Apple's framework): the corners of Combine that widget code touches — publishers,
// subscribers' sinks, subjects, cancellables, `Timer.publish`, `NotificationCenter.publisher(for:)`,
// `@Published`'s `$value` — so files that use them compile. A widget is rendered once, as WidgetKit archives
// it: nothing runs later, so timers and notifications never fire; values that exist now (`Just`, a subject's
// current value, a `@Published` property) are delivered at subscription, as Combine does.
// docs/platform-api.md lists what exists.
//
// `ObservableObject` and `@Published` are Combine's on Apple platforms and live in Views here (StateObject and
// ObservedObject watch them): this module names them by alias and does not re-export Views, so `import Combine`
// alone gives Combine's names, not SwiftUI's (`import SwiftUI` re-exports both, as Apple's does).
import Views

/// A class whose `@Published` properties a view can observe (Combine's `ObservableObject`).
public typealias ObservableObject = Views.ObservableObject
/// A property whose changes are published (Combine's `@Published`; its `$value` is a `Publisher`).
public typealias Published = Views.Published
