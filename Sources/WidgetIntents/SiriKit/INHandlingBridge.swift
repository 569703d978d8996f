// Joins the two forms of a SiriKit handler method on Linux. Xcode's generated `<Name>IntentHandling` protocols
// are `@objc` on Apple platforms, where a conformer implements either the completion-handler or the async form
// of a method (one Objective-C selector) and may leave optional methods out. Without Objective-C, the generated
// protocol extension implements each form by calling the other through this bridge; a task-local flag marks a
// call made by the bridge, so a method implemented in neither form answers the fallback instead of calling
// itself for ever.
import Foundation

/// The bridge between the completion-handler and async forms of generated handler methods (used by the code
/// IntentDefinitionPlugin generates; not API to call).
public enum _INHandlingBridge {
    /// Set while the bridge calls the other form of a method.
    @TaskLocal static var isBridging = false

    /// A method the conformer implements in neither form.
    public struct NotImplemented: Error, CustomStringConvertible {
        /// The method.
        public let method: String
        /// `method` is implemented in neither form.
        public init(_ method: String) { self.method = method }
        /// What is missing.
        public var description: String { "the intent handler implements \(method) in neither form" }
    }

    /// The completion-handler form of a method: calls the async form `operation` (or answers `fallback` when the
    /// bridge is already between forms) and passes the result to `completion`.
    public static func complete<T>(_ operation: @escaping () async -> T, otherwise fallback: @escaping () -> T,
                                   _ completion: @escaping (T) -> Void) {
        if isBridging { return completion(fallback()) }
        let box = UncheckedBox((operation, completion))
        Task {
            await $isBridging.withValue(true) {
                let (operation, completion) = box.value
                completion(await operation())
            }
        }
    }

    /// The async form of a method: calls the completion-handler form `operation` (or answers `fallback` when
    /// the bridge is already between forms) and returns what it completes with.
    public static func value<T>(_ operation: (@escaping (T) -> Void) -> Void, otherwise fallback: () -> T) async -> T {
        if isBridging { return fallback() }
        let box: UncheckedBox<T> = await $isBridging.withValue(true) {
            await withCheckedContinuation { continuation in
                operation { continuation.resume(returning: UncheckedBox($0)) }
            }
        }
        return box.value
    }

    /// ``complete(_:otherwise:_:)`` for a throwing async form whose completion handler takes a value or an error.
    public static func completeThrowing<T>(_ operation: @escaping () async throws -> T, otherwise fallback: @escaping () -> any Error,
                                           _ completion: @escaping (T?, (any Error)?) -> Void) {
        if isBridging { return completion(nil, fallback()) }
        let box = UncheckedBox((operation, completion))
        Task {
            await $isBridging.withValue(true) {
                let (operation, completion) = box.value
                do { completion(try await operation(), nil) } catch { completion(nil, error) }
            }
        }
    }

    /// ``value(_:otherwise:)`` for a completion handler that takes a value or an error: throws the error (or
    /// `fallback()` when it gives neither).
    public static func valueThrowing<T>(_ operation: (@escaping (T?, (any Error)?) -> Void) -> Void,
                                        otherwise fallback: () -> any Error) async throws -> T {
        if isBridging { throw fallback() }
        let box: UncheckedBox<(T?, (any Error)?)> = await $isBridging.withValue(true) {
            await withCheckedContinuation { continuation in
                operation { continuation.resume(returning: UncheckedBox(($0, $1))) }
            }
        }
        if let value = box.value.0 { return value }
        throw box.value.1 ?? fallback()
    }
}

/// A value handed between the forms of a handler method, which the handler's own code owns (handlers are
/// NSObjects, not Sendable; the bridge only carries them across one call).
final class UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
