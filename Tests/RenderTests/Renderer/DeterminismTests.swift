import Graphics
import Raster
import Render
import Testing
import Views

/// Same input → same pixels: twice in a row, and from two threads at once.
struct DeterminismTests {
    let size = Size(width: 170, height: 170)

    @Test func sameViewRendersBitIdenticalTwice() throws {
        let resources = try TestResources.get()
        let first = try ViewRenderer().render(ProgressRingWidget(), size: size, scale: 3, colorScheme: .light,
                                              environment: .ios18, resources: resources)
        let second = try ViewRenderer().render(ProgressRingWidget(), size: size, scale: 3, colorScheme: .light,
                                               environment: .ios18, resources: resources)
        #expect(first == second)
    }

    @Test func freshResourcesGiveTheSamePixelsAsWarmCaches() throws {
        let warm = try TestResources.get()
        let fresh = try RenderResources.bundled()
        let a = try ViewRenderer().render(UpNextListWidget(), size: size, scale: 3, colorScheme: .dark, environment: .ios18, resources: warm)
        let b = try ViewRenderer().render(UpNextListWidget(), size: size, scale: 3, colorScheme: .dark, environment: .ios18, resources: fresh)
        #expect(a == b)
    }

    @Test func twoThreadsAtOnceRenderTheSamePixels() async throws {
        let resources = try RenderResources.bundled()
        let size = self.size
        let pixmaps = try await withThrowingTaskGroup(of: Pixmap.self) { group in
            for _ in 0..<2 {
                group.addTask {
                    try ViewRenderer().render(StreakBarsWidget(), size: size, scale: 3, colorScheme: .light,
                                              environment: .ios18, resources: resources)
                }
            }
            var results: [Pixmap] = []
            for try await pixmap in group { results.append(pixmap) }
            return results
        }
        #expect(pixmaps.count == 2)
        #expect(pixmaps.first == pixmaps.last)
    }
}
