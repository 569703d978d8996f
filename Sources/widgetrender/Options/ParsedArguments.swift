// What an option group's `validate()` parsed, kept for `run()` so no value is parsed twice.
//
// Every group stores it as the same type, `ParsedArguments?`: swift-argument-parser reflects each group
// (`Mirror`) several times while parsing and casts every stored property to its own protocol. Each stored
// type it meets for the first time costs the Swift runtime a scan of all protocol conformances, and each
// reflected value is copied into an existential box; one shared `indirect` enum (one pointer) costs a single
// scan and no large copies (measured with callgrind: docs/performance.md "What the option groups keep").
import PortableFoundation
import Render
import WidgetExamples
import Widgets

/// A group's parsed values: one case per option group, each boxed (`indirect`), so the value is one pointer.
indirect enum ParsedArguments {
    /// ``AppearanceOptions``: the render options and their canvas.
    case appearance(AppearanceOptions.Parsed)
    /// ``TextOptions``: the text settings.
    case text(TextOptions.Parsed)
    /// ``RenderPolicyOptions``: `--date`, nil when not given.
    case date(Date?)
    /// ``PlacementOptions``: `--context`, nil when not given.
    case placement(WidgetPlacement?)
    /// ``WidgetSelection``: `--example`, nil when not given.
    case example(BuiltInExample?)
}
