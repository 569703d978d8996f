/// Something that can be cancelled (Combine's `Cancellable`).
public protocol Cancellable {
    /// Stops the work.
    func cancel()
}

/// A subscription that is cancelled when cancelled or released (Combine's `AnyCancellable`).
///
/// ```swift
/// var cancellables = Set<AnyCancellable>()
/// Just(1).sink { print($0) }.store(in: &cancellables)
/// ```
public final class AnyCancellable: Cancellable, Hashable {
    private var onCancel: (() -> Void)?

    /// Runs `cancel` when cancelled or released, once.
    public init(_ cancel: @escaping () -> Void) {
        onCancel = cancel
    }

    /// Wraps another cancellable.
    public init<C: Cancellable>(_ canceller: C) {
        onCancel = canceller.cancel
    }

    deinit { onCancel?() }

    public func cancel() {
        let run = onCancel
        onCancel = nil
        run?()
    }

    /// Keeps this subscription in `set`.
    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    /// Keeps this subscription in `collection`.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
