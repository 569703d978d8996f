import Combine
import Foundation
import SwiftUI
import Testing

/// The Combine shim (`import Combine` through the module alias, and re-exported by SwiftUI): values that exist
/// at subscription are delivered, as Combine delivers them; timers and notifications never fire in a static
/// render; `onReceive` is accepted and changes no pixel.
@Suite struct CombineTests {
    final class Model: ObservableObject {
        @Published var steps = 8_432
        var seen: [Int] = []
    }

    @Test func justDeliversItsValueThenFinishes() {
        var events: [String] = []
        let cancellable = Just(3).sink(receiveCompletion: { _ in events.append("finished") },
                                       receiveValue: { events.append("\($0)") })
        #expect(events == ["3", "finished"])
        cancellable.cancel()
    }

    @Test func currentValueSubjectDeliversItsValueAndEachSend() {
        let subject = CurrentValueSubject<Int, Never>(1)
        var seen: [Int] = []
        let cancellable = subject.sink { seen.append($0) }
        subject.send(2)
        subject.value = 3
        #expect(seen == [1, 2, 3])
        cancellable.cancel()
        subject.send(4)
        #expect(seen == [1, 2, 3], "a cancelled subscription gets nothing more")
        #expect(subject.value == 4)
    }

    @Test func passthroughSubjectReachesOnlyItsCurrentSubscribersUntilItFinishes() {
        let subject = PassthroughSubject<String, Never>()
        subject.send("before")
        var seen: [String] = []
        var cancellables = Set<AnyCancellable>()
        subject.sink(receiveCompletion: { _ in seen.append("end") }, receiveValue: { seen.append($0) })
            .store(in: &cancellables)
        subject.send("a")
        subject.send(completion: .finished)
        subject.send("after")
        #expect(seen == ["a", "end"])
    }

    @Test func releasingTheCancellableUnsubscribes() {
        let subject = PassthroughSubject<Int, Never>()
        var seen: [Int] = []
        do {
            let cancellable = subject.sink { seen.append($0) }
            subject.send(1)
            _ = cancellable
        }
        subject.send(2)
        #expect(seen == [1])
    }

    @Test func operatorsTransformFilterAndDropRepeats() {
        let subject = PassthroughSubject<Int, Never>()
        var seen: [String] = []
        let cancellable = subject.filter { $0 > 0 }.removeDuplicates().map { "#\($0)" }
            .receive(on: DispatchQueue.main).eraseToAnyPublisher().sink { seen.append($0) }
        for value in [1, 1, -2, 3, 3, 1] { subject.send(value) }
        #expect(seen == ["#1", "#3", "#1"])
        cancellable.cancel()
    }

    @Test func publishedPropertyDeliversItsValueAndAssignWrites() {
        let model = Model()
        var seen: [Int] = []
        let first = model.$steps.sink { seen.append($0) }
        #expect(seen == [8_432])
        let second = Just(12).assign(to: \.steps, on: model)
        #expect(model.steps == 12)
        first.cancel()
        second.cancel()
    }

    @Test func timersAndNotificationsNeverFireInAStaticRender() {
        var fired = 0
        let timer = Timer.publish(every: 0.001, on: .main, in: .common).autoconnect().sink { _ in fired += 1 }
        let note = NotificationCenter.default.publisher(for: Notification.Name("refresh")).sink { _ in fired += 1 }
        NotificationCenter.default.post(name: Notification.Name("refresh"), object: nil)
        RunLoop.main.run(until: Date().addingTimeInterval(0.02))
        #expect(fired == 0)
        timer.cancel()
        note.cancel()
    }

    @Test func onReceiveIsAcceptedAndChangesNoPixel() throws {
        let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
        let plain = Text("12:00").font(.system(size: 12))
        let received = plain.onReceive(timer) { _ in }.onReceive(Just(1)) { _ in }
        #expect(try pixels(received, width: 60, height: 20).straightRGBA() == pixels(plain, width: 60, height: 20).straightRGBA())
    }

    @Test func canImportSeesCombineThroughTheAlias() {
        #if canImport(Combine)
        let combine = true
        #else
        let combine = false
        #endif
        #expect(combine)
    }
}
