import Observation
import Testing
@testable import Views

final class StepsModel: ObservableObject {
    @Published var steps = 8432
    var made = 0
}

@Observable final class ObservationModel {
    var title = "Run"
}

@Suite struct ModelTests {
    @Test func publishedHoldsItsValue() {
        let model = StepsModel()
        model.steps = 9000
        #expect(model.steps == 9000)
    }

    @Test func stateObjectMakesItsObjectOnceOnFirstRead() {
        var count = 0
        let wrapper = StateObject(wrappedValue: { () -> StepsModel in count += 1; return StepsModel() }())
        #expect(count == 0)
        #expect(wrapper.wrappedValue === wrapper.wrappedValue)
        #expect(count == 1)
    }

    @Test func observedObjectAndObservableModelsAreReadAsValues() {
        struct Row: View {
            @ObservedObject var model: StepsModel
            let observed: ObservationModel
            var body: some View { Text("\(observed.title) \(model.steps)") }
        }
        let row = Row(model: StepsModel(), observed: ObservationModel())
        #expect(row.model.steps == 8432 && row.observed.title == "Run")
    }
}
