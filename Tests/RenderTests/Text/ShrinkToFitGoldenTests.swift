import Graphics
import Render
import Testing
import TestSupport
import Views
import Widgets

/// A one-emoji avatar shrinking into its circle and an inline line chosen by `ViewThatFits`, as widget
/// code writes them (Goldens/text/<name>.png).
@Suite struct ShrinkToFitGoldenTests {
    /// An avatar as game widgets draw one: an emoji at a size far larger than its frame, shrunk by
    /// `minimumScaleFactor` into a circle that `aspectRatio` keeps square under `frame(maxWidth:)`.
    struct AvatarWidget: View {
        var body: some View {
            VStack(alignment: .leading) {
                HStack {
                    ZStack {
                        Circle().fill(Color(red: 0.35, green: 0.2, blue: 0.55))
                        Text("🦄")
                            .font(.system(size: 500))
                            .minimumScaleFactor(0.01)
                            .multilineTextAlignment(.center)
                    }
                    .aspectRatio(1, contentMode: .fit)
                    .frame(maxWidth: 50)
                    Text("Spouty").font(.headline)
                }
                Text("Level 3 · 120 XP").font(.caption).minimumScaleFactor(0.25)
                Spacer()
            }
        }
    }

    /// An inline line with three lengths to choose from.
    struct HealingInline: View {
        var body: some View {
            ViewThatFits {
                Text("Spouty is healing, ready in 2 hours, 24 minutes")
                Text("Spouty ready in 2 hr, 24 min")
                Text("Spouty 2:24:00")
            }
        }
    }

    @Test func anEmojiAvatarShrinksIntoItsCircle() throws {
        let options = WidgetRenderOptions(family: .systemSmall).ios18
        let pixmap = try WidgetRenderer().render(AvatarWidget(), options: options, resources: try TestResources.get())
        expectGolden(rgba: pixmap.straightRGBA(), width: pixmap.width, height: pixmap.height, suite: "text",
                     name: "emoji-avatar-systemSmall-fullColor")
    }

    @Test func anInlineWidgetShowsTheFirstLineThatFits() throws {
        let options = WidgetRenderOptions(family: .accessoryInline, mode: .vibrant).ios18
        let pixmap = try WidgetRenderer().render(HealingInline(), options: options, resources: try TestResources.get())
        expectGolden(rgba: pixmap.straightRGBA(), width: pixmap.width, height: pixmap.height, suite: "text",
                     name: "view-that-fits-accessoryInline-vibrant")
    }
}
