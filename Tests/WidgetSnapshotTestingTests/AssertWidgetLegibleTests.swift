import Testing
import Views
import Widgets
import WidgetSnapshotTesting

/// `assertWidgetLegible`: silent on a readable widget, one failure listing the findings on a widget that
/// collapses on the tinted Home Screen (ivpn/ios-app #470's white card).
@Suite struct AssertWidgetLegibleTests {
    struct WhiteCard: View {
        var body: some View {
            ZStack {
                Color.white
                Text("Connected").font(.headline).foregroundStyle(.black)
            }
        }
    }

    struct Readable: View {
        var body: some View {
            Text("Sunny").font(.headline)
        }
    }

    @Test func readableWidgetPasses() {
        assertWidgetLegible(of: Readable(), families: [.systemSmall])
    }

    @Test func whiteCardFailsWithTheCollapseNamed() {
        withKnownIssue {
            assertWidgetLegible(of: WhiteCard(), families: [.systemMedium], schemes: [.light], kinds: [.collapsed])
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("1 legibility finding") && text.contains("accented light homeScreen: Text \"Connected\" collapsed")
        }
    }
}
