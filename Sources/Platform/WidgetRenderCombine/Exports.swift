// `import Combine` on Linux (the product `Combine`, module WidgetRenderCombine reached through a module alias;
// elsewhere it is Apple's framework): the corners of Combine that widget code touches — publishers,
// subscribers' sinks, subjects, cancellables, `Timer.publish`, `NotificationCenter.publisher(for:)`,
// `@Published`'s `$value` — so files that use them compile. A widget is rendered once, as WidgetKit archives
// it: nothing runs later, so timers and notifications never fire; values that exist now (`Just`, a subject's
// current value, a `@Published` property) are delivered at subscription, as Combine does.
// docs/platform-api.md lists what exists.
@_exported import Views
