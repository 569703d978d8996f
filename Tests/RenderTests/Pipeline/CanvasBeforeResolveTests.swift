import Graphics
import Render
import Synchronization
import Testing
import TestSupport
import Views

/// The canvas budget is checked before the view is resolved: the scene's size and scale fix the canvas, so a
/// too-big one is refused without evaluating a body or laying anything out. Serialized: both tests count
/// evaluations of the same view type.
@Suite(.serialized) struct CanvasBeforeResolveTests {
    /// Counts how often its body is evaluated.
    struct Counted: View {
        static let evaluations = Atomic<Int>(0)
        var body: some View {
            Self.evaluations.add(1, ordering: .relaxed)
            return Text("counted")
        }
    }

    @Test func aCanvasPastTheBudgetIsRefusedBeforeTheBodyIsEvaluated() throws {
        let pipeline = RenderPipeline(resources: try TestResources.get())
        let scene = try RenderScene(view: Counted(), size: Size(width: 2000, height: 2000), scale: 3, colorScheme: .light)
        let before = Counted.evaluations.load(ordering: .relaxed)
        do {
            _ = try pipeline.resolve(scene)
            Issue.record("a 6000×6000 canvas was resolved")
        } catch {
            #expect("\(error)".contains("the canvas is 6000×6000 pixels (36.0 million)"), "\(error)")
        }
        #expect(Counted.evaluations.load(ordering: .relaxed) == before, "the body was never evaluated")
    }

    @Test func aCanvasWithinTheBudgetResolves() throws {
        let pipeline = RenderPipeline(resources: try TestResources.get())
        let scene = try RenderScene(view: Counted(), size: Size(width: 100, height: 100), scale: 3, colorScheme: .light)
        #expect(throws: Never.self) { _ = try pipeline.resolve(scene) }
    }
}
