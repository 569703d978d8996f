import Testing
@testable import Views

/// A view whose body shows its state.
private struct Counter: View {
    @State var count = 3
    var body: some View { Text("count \(count)") }
}

/// A view that writes its state while building its body, then shows it.
private struct SelfSetting: View {
    @State private var label = "before"
    var body: some View {
        $label.wrappedValue = "after"
        return Text(label)
    }
}

@Suite struct StateTests {
    @Test func holdsItsInitialValue() {
        let state = State(wrappedValue: 42)
        #expect(state.wrappedValue == 42)
    }

    @Test func initialValueInitialiserIsTheSame() {
        #expect(State(initialValue: "a").wrappedValue == "a")
    }

    @Test func optionalStateStartsAtNil() {
        let state = State<Int?>()
        #expect(state.wrappedValue == nil)
    }

    @Test func projectedBindingReadsTheState() {
        let state = State(wrappedValue: true)
        #expect(state.projectedValue.wrappedValue == true)
    }

    @Test func writesThroughTheBindingAreReadBack() {
        let state = State(wrappedValue: 1)
        state.projectedValue.wrappedValue = 5
        #expect(state.wrappedValue == 5)
    }

    @Test func copiesShareOneValue() {
        let state = State(wrappedValue: 1)
        let copy = state
        copy.wrappedValue = 2
        #expect(state.wrappedValue == 2)
    }

    @Test func bodyRendersTheInitialValue() throws {
        let resolved = try ViewResolver().resolve(Counter(), environment: .ios18, services: BoxServices())
        #expect(resolved.textStrings == ["count 3"])
    }

    @Test func bodyReadsBackWhatItSet() throws {
        let resolved = try ViewResolver().resolve(SelfSetting(), environment: .ios18, services: BoxServices())
        #expect(resolved.textStrings == ["after"])
    }
}

extension ResolvedView {
    /// The strings of every text, in order.
    fileprivate var textStrings: [String] {
        contents.compactMap { if case .text(let text) = $0 { text.string } else { nil } }
    }
}
