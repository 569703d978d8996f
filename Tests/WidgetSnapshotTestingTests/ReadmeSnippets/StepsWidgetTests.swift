// README.md "Snapshot testing your widgets", verbatim (ReadmeSnippetTests checks it stays so): compiled
// and run with the package's tests; its references are in __Snapshots__/StepsWidgetTests/.
import Testing
import WidgetRender
import WidgetSnapshotTesting
import XCTest

struct StepsWidget: View {
    var steps = 8412
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Steps").font(.headline)
            Text("\(steps)").font(.largeTitle.bold())
            Spacer()
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .containerBackground(Color.orange, for: .widget)
    }
}

@Test func stepsWidget() {                                   // Swift Testing
    assertWidgetSnapshot(of: StepsWidget(), family: .systemSmall)
    assertWidgetSnapshot(of: StepsWidget(), family: .accessoryRectangular, mode: .vibrant)
}

final class StepsWidgetXCTests: XCTestCase {                 // XCTest
    func testSmallDark() {
        assertWidgetSnapshot(of: StepsWidget(), family: .systemSmall, scheme: .dark, tolerance: 1)
    }
}
