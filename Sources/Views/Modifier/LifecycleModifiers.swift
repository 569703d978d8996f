// Modifiers that run code when a view appears, disappears or receives events. A static render has no
// lifetime: the actions never run, and the view renders as it is (docs/views.md, "inert").

extension View {
    /// An action to run when the view appears (accepted; a static render never runs it).
    public func onAppear(perform action: (() -> Void)? = nil) -> Self { self }
    /// An action to run when the view disappears (accepted; never run).
    public func onDisappear(perform action: (() -> Void)? = nil) -> Self { self }
    /// An asynchronous task to start with the view (accepted; never started).
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> Self {
        self
    }
    /// A task restarted when `id` changes (accepted; never started).
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   _ action: @escaping @Sendable () async -> Void) -> Self {
        self
    }
    /// An action run when `value` changes (accepted; a static render has no changes).
    public func onChange<V: Equatable>(of value: V, _ action: @escaping () -> Void) -> Self { self }
    /// An action run when `value` changes (accepted; a static render has no changes).
    public func onChange<V: Equatable>(of value: V, _ action: @escaping (V, V) -> Void) -> Self { self }
}
