import AppIntents
import Render
import SwiftUI
import Testing
@testable import WidgetPreviews
import WidgetKit

/// Discovery: every `#Preview` and PreviewProvider child linked in, in source order, with its location.
@Suite struct PreviewDiscoveryTests {
    @Test func everyPreviewOfTheModuleIsFoundInSourceOrder() {
        let names = PreviewDiscovery.previews(inModule: "WidgetPreviewsTests").map(\.name)
        #expect(names == [
            "Notification", "Compact", "Timeline", "Provider", "Intent", "Fixed", "Previews.swift:22", "Unsupported family", "Wrong entry type",
            "Silent provider", "Empty timeline", "Tally_Previews-0", "Circular", "Tally_Previews-2", "Count 8",
            "Count 9", "Tally_Previews-5", "Arabic",
        ])
    }

    @Test func aMacroRecordsItsFileLineAndColumn() throws {
        let location = try #require(try preview(named: "Timeline").location)
        #expect(location == PreviewSourceLocation(fileID: "WidgetPreviewsTests/Previews.swift", line: 6, column: 1))
        #expect(try preview(named: "Timeline").origin == .macro)
    }

    @Test func aProviderChildIsLocatedAtItsFirstPreviewModifier() throws {
        let circular = try preview(named: "Circular")
        #expect(circular.origin == .previewProvider(typeName: "Tally_Previews", index: 1))
        #expect(circular.location?.line == 52)
    }

    @Test func anotherModulesPreviewsAreLeftOut() {
        #expect(PreviewDiscovery.previews(inModule: "NoSuchModule").isEmpty)
        let all = PreviewDiscovery.all()
        #expect(all.filter { $0.moduleName == "WidgetPreviewsTests" }.count == 18)
    }

    @Test func discoveryGivesTheSameOrderEveryTime() {
        let first = PreviewDiscovery.all().map(\.name)
        let second = PreviewDiscovery.all().map(\.name)
        #expect(first == second)
    }

    @Test func theFamilyComesFromTheMacroOrThePreviewContext() throws {
        #expect(try preview(named: "Provider").family == .accessoryCircular)
        #expect(try preview(named: "Circular").family == .accessoryCircular)
        #expect(try preview(named: "Fixed").family == nil)
    }

    @Test func theLayoutComesFromTheTraitsOrPreviewLayout() throws {
        #expect(try preview(named: "Fixed").layout == .fixed(width: 120, height: 40))
        #expect(try preview(named: "Count 8").layout == .fixed(width: 50, height: 30))
        #expect(try preview(named: "Previews.swift:22").layout == .sizeThatFits)
        #expect(try preview(named: "Timeline").layout == nil)
    }

    @Test func everyDeviceNameMapsToADeviceRow() {
        for row in PreviewDeviceMatch.identifiers {
            #expect(DeviceCatalog.device(named: row.identifier) != nil, "\(row.identifier)")
        }
        #expect(PreviewDeviceMatch.device(named: "iPhone 15 Pro")?.identifier == "iphone-393x852")
        #expect(PreviewDeviceMatch.device(named: "iphone-375x667")?.identifier == "iphone-375x667")
        #expect(PreviewDeviceMatch.device(named: "Apple TV 4K") == nil)
    }
}
