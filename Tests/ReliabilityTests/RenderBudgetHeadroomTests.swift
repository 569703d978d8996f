import Drawing
import Foundation
import Render
import Testing

/// The limits leave real widgets room to spare: every built-in example and example document,
/// in every family, mode and scheme, uses under a tenth of the render budget's work and path elements
/// and under a third of its offscreen memory.
@Suite struct RenderBudgetHeadroomTests {
    @Test func everyRealWidgetUsesAFractionOfTheBudget() throws {
        let resources = try RenderResources.bundled()
        let budget = RenderBudget.default
        var worstWork = 0, worstElements = 0, worstOffscreen = 0
        let documents = try RenderMatrix.documents()
        let costs = try RenderMatrix.serialExamples.get().map(\.cost)
            + (try documents.map { DisplayListCost(try RenderMatrix.render($0, resources: resources).displayList) })
        for (entry, cost) in zip(RenderMatrix.examples + documents, costs) {
            #expect(cost.work < budget.maximumWork / 10, "\(entry): \(cost.work)")
            #expect(cost.pathElements < budget.maximumPathElements / 10, "\(entry): \(cost.pathElements)")
            #expect(cost.peakOffscreenBytes < budget.maximumOffscreenBytes / 3, "\(entry): \(cost.peakOffscreenBytes)")
            worstWork = max(worstWork, cost.work)
            worstElements = max(worstElements, cost.pathElements)
            worstOffscreen = max(worstOffscreen, cost.peakOffscreenBytes)
        }
        print("budget headroom: work \(worstWork), path elements \(worstElements), offscreen bytes \(worstOffscreen)")
    }
}
