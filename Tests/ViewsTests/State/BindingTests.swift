import Testing
import Views

/// A value with properties, for dynamic member lookup.
private struct Settings {
    var isEnabled = false
    var level = 1
}

/// A reference a binding can read and write.
private final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

@Suite struct BindingTests {
    @Test func readsThroughGet() {
        let box = Box(3)
        let binding = Binding(get: { box.value }, set: { box.value = $0 })
        box.value = 7
        #expect(binding.wrappedValue == 7)
    }

    @Test func writesThroughSet() {
        let box = Box(3)
        let binding = Binding(get: { box.value }, set: { box.value = $0 })
        binding.wrappedValue = 9
        #expect(box.value == 9)
    }

    @Test func constantIgnoresWrites() {
        let binding = Binding.constant(true)
        binding.wrappedValue = false
        #expect(binding.wrappedValue == true)
    }

    @Test func dynamicMemberReadsTheProperty() {
        let box = Box(Settings(isEnabled: true, level: 4))
        let binding = Binding(get: { box.value }, set: { box.value = $0 })
        #expect(binding.level.wrappedValue == 4)
        #expect(binding.isEnabled.wrappedValue == true)
    }

    @Test func dynamicMemberWritesBackTheWholeValue() {
        let box = Box(Settings())
        let binding = Binding(get: { box.value }, set: { box.value = $0 })
        binding.isEnabled.wrappedValue = true
        #expect(box.value.isEnabled == true)
        #expect(box.value.level == 1)
    }

    @Test func projectedValueIsTheSameBinding() {
        let box = Box(1)
        let binding = Binding(get: { box.value }, set: { box.value = $0 })
        binding.projectedValue.wrappedValue = 5
        #expect(box.value == 5)
    }

    @Test func bindingPropertyWrapperPassesThrough() {
        struct Child { @Binding var count: Int }
        let box = Box(2)
        let child = Child(count: Binding(get: { box.value }, set: { box.value = $0 }))
        child.count += 1
        #expect(box.value == 3)
        #expect(child.$count.wrappedValue == 3)
    }

    @Test func optionalBindingWrapsAndIgnoresNil() {
        let box = Box(4)
        let optional = Binding<Int?>(Binding(get: { box.value }, set: { box.value = $0 }))
        #expect(optional.wrappedValue == 4)
        optional.wrappedValue = nil
        #expect(box.value == 4)
        optional.wrappedValue = 6
        #expect(box.value == 6)
    }

    @Test func unwrappingBindingFailsOnNil() {
        let box = Box<Int?>(nil)
        #expect(Binding(Binding(get: { box.value }, set: { box.value = $0 })) == nil)
    }

    @Test func unwrappingBindingReadsAndWrites() throws {
        let box = Box<Int?>(1)
        let unwrapped = try #require(Binding(Binding(get: { box.value }, set: { box.value = $0 })))
        unwrapped.wrappedValue = 8
        #expect(box.value == 8)
        #expect(unwrapped.wrappedValue == 8)
    }

    @Test func animationKeepsTheBinding() {
        let box = Box(0)
        let binding = Binding(get: { box.value }, set: { box.value = $0 }).animation()
        binding.wrappedValue = 2
        #expect(box.value == 2)
    }
}
