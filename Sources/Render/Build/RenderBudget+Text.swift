// The text part of the render budget: every character of a widget's text is counted before layout, where
// shaping and line breaking spend their time (docs/limits.md). Lives in the front end because it reads the
// resolved view; the rest of RenderBudget prices display lists in Drawing.
import Drawing
import Views

extension RenderBudget {
    /// Throws unless the texts of `view` have at most ``maximumTextCharacters`` characters in all; checked
    /// before layout, which shapes and breaks every one of them. A `Text` that may shrink
    /// (`minimumScaleFactor` below 1) counts ``shrinkingTextWeight`` times: layout shapes it again at each
    /// scale it tries.
    public func checkText(of view: ResolvedView) throws(RenderError.Reason) {
        var total = 0, shrinks = false
        for case .text(let text) in view.contents {
            var count = 0
            for run in text.runs { count += run.string.unicodeScalars.count }
            let factor = text.paragraph.minimumScaleFactor
            if factor.isFinite, factor < 1, count > 0 {
                count = count.multipliedClamped(by: Self.shrinkingTextWeight)
                shrinks = true
            }
            total = total.addingClamped(count)
        }
        guard total > maximumTextCharacters else { return }
        let counted = shrinks ? "count \(total) characters in all (text that may shrink counts \(Self.shrinkingTextWeight) times)"
            : "have \(total) characters in all"
        throw .overBudget("the texts \(counted); the limit is \(maximumTextCharacters) (shorter or fewer texts)")
    }

    /// How many times a character of text that may shrink counts against ``maximumTextCharacters``: the
    /// attempts `minimumScaleFactor` makes (the floor and 8 bisection steps) plus the first, at full size.
    public static let shrinkingTextWeight = 10
}
