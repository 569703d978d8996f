// Step 1 of PreviewPlan: the previews the linked modules register, each turned into its renders through
// WidgetPreviews' expansion API (part 1 of issue 20).
import WidgetPreviews

extension PreviewPlan {
    /// The previews found and their renders, in discovery order.
    static func expand() throws -> (found: Int, renders: [Render]) {
        (0, [])
    }
}
