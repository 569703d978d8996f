// Issue-32 table, the Darwin Foundation and Dispatch spellings: a file that imports only Foundation, as app
// code shared with a widget does. It compiles only because the target imports WidgetRenderFoundation into every
// file (`-import-module`, as the runner package does); each line is Apple's spelling.
import Foundation

final class HeroStore: NSObject {
    static let suite = "group.com.example.emoji"
    let queue = DispatchSerialQueue(label: "com.example.emoji.store", qos: .userInitiated)

    func save(_ hero: String) {
        UserDefaults(suiteName: Self.suite)?.setValue(hero, forKey: "hero")
        UserDefaults.standard.setValue(nil, forKey: "stale")
    }

    func load() -> String? {
        UserDefaults(suiteName: Self.suite)?.value(forKey: "hero") as? String
    }

    func bundle() -> Bundle { Bundle(for: HeroStore.classForCoder()) }

    func later(_ work: @escaping @Sendable () -> Void) {
        let delay = DispatchTime.now() + .nanoseconds(Int(250 * NSEC_PER_MSEC))
        queue.asyncAfter(deadline: delay, execute: work)
        _ = (NSEC_PER_SEC, NSEC_PER_USEC, USEC_PER_SEC)
    }

    func summary(_ text: NSAttributedString) -> AttributedString { AttributedString(text) }

    /// `String(localized:)` with interpolation, a comment, a static key with a default value.
    func captions(count: Int, hero: String, level: Double) -> [String] {
        [String(localized: "\(count) heroes", comment: "Leaderboard count"),
         String(localized: "\(hero) is at level \(level)"),
         String(localized: "Level up!", table: "Widget", comment: "Banner"),
         String(localized: "leaderboard.title", defaultValue: "Top \(count)", comment: "Widget title"),
         String(localized: "Updated \(Date(timeIntervalSince1970: 0), format: .dateTime.year())")]
    }
}

/// An actor on its own serial queue, as iOS 17 code writes it.
actor HeroCache {
    private let queue = DispatchSerialQueue(label: "com.example.emoji.cache")
    nonisolated var unownedExecutor: UnownedSerialExecutor { queue.asUnownedSerialExecutor() }
    private var names: [String] = []
    func add(_ name: String) { names.append(name) }
}
