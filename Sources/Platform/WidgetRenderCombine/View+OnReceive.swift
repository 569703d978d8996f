import Views

extension View {
    /// An action to run with each value `publisher` emits (SwiftUI's `onReceive(_:perform:)`). Accepted and
    /// never run: a widget's view is rendered once and archived, so WidgetKit does not deliver events to it
    /// either; the view renders as it is.
    ///
    /// ```swift
    /// Text(entry.date, style: .time)
    ///     .onReceive(Timer.publish(every: 60, on: .main, in: .common).autoconnect()) { _ in }
    /// ```
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> Self
    where P.Failure == Never {
        self
    }
}
