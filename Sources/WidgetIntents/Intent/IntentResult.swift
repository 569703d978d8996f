/// What an intent's `perform()` returns: AppIntents' `IntentResult`.
///
/// ```swift
/// func perform() async throws -> some IntentResult { .result() }
/// func perform() async throws -> some IntentResult & ReturnsValue<Int> { .result(value: 3) }
/// ```
public protocol IntentResult {}

/// A result that carries a value: AppIntents' `ReturnsValue`.
public protocol ReturnsValue<Value>: IntentResult {
    /// The type of the value.
    associatedtype Value
}

/// A result that carries what Siri would say: AppIntents' `ProvidesDialog`.
public protocol ProvidesDialog: IntentResult {}
