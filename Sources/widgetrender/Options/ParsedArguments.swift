// What an option group's `validate()` parsed, kept for `run()` so no value is parsed twice.
//
// Every group stores it as the same type, `ParsedArguments?`: swift-argument-parser reflects each group
// (`Mirror`) several times while parsing and casts every stored property, and each stored type it meets
// for the first time costs the Swift runtime a scan of all protocol conformances (about 38 000
// instructions a cast, measured with callgrind: docs/performance.md). One shared type costs what the one
// kept value `AppearanceOptions` had before did; a type per group cost 15 more scans at every start.
import PortableFoundation
import Render
import WidgetExamples
import Widgets

/// A group's parsed values: one case per option group.
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
