import Foundation

/// When WidgetKit asks a provider for a new timeline: WidgetKit's `TimelineReloadPolicy`.
///
/// ```swift
/// Timeline(entries: entries, policy: .atEnd)
/// Timeline(entries: [entry], policy: .after(Calendar.current.date(byAdding: .hour, value: 1, to: now)!))
/// ```
/// Nothing reloads here: the policy is recorded in the rendered timeline for tests to check.
public struct TimelineReloadPolicy: Hashable, Sendable, CustomStringConvertible {
    enum Kind: Hashable, Sendable {
        case atEnd
        case after(Date)
        case never
    }

    let kind: Kind

    /// Ask again after the last entry's date.
    public static let atEnd = TimelineReloadPolicy(kind: .atEnd)
    /// Never ask again on its own (the app calls `WidgetCenter.reloadTimelines(ofKind:)`).
    public static let never = TimelineReloadPolicy(kind: .never)

    /// Ask again after `date`.
    public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy(kind: .after(date)) }

    /// The date of `.after(date)`, nil for `.atEnd` and `.never`.
    public var reloadDate: Date? {
        if case .after(let date) = kind { return date }
        return nil
    }

    /// `atEnd`, `never` or `after(<seconds since 1970>)`.
    public var description: String {
        switch kind {
        case .atEnd: "atEnd"
        case .never: "never"
        case .after(let date): "after(\(date.timeIntervalSince1970))"
        }
    }
}
