import Foundation
import SwiftUI
import Testing

/// `@AppStorage` with Apple's spellings: values a test puts in a suite are what the widget reads.
@Suite struct AppStorageTests {
    enum Theme: String { case light, neon }
    enum Level: Int { case one = 1, two = 2 }

    struct Badge: View {
        @AppStorage("supercharged", store: AppStorageTests.suite) var supercharged = false
        @AppStorage("level", store: AppStorageTests.suite) var level: Level = .one
        @AppStorage("theme", store: AppStorageTests.suite) var theme: Theme = .light
        @AppStorage("name", store: AppStorageTests.suite) var name: String?
        var line: String { "\(supercharged) \(level.rawValue) \(theme.rawValue) \(name ?? "-")" }
        var body: some View { Text(line) }
    }

    /// One suite for the suite's tests, unique to the process, removed by the last test that uses it.
    nonisolated(unsafe) static let suite = UserDefaults(suiteName: "widgetrender.appstorage.\(ProcessInfo.processInfo.processIdentifier)")

    @Test func readsWhatTheStoreHoldsElseTheDefaultAndWritesThroughTheBinding() throws {
        let store = try #require(Self.suite)
        defer { store.removePersistentDomain(forName: "widgetrender.appstorage.\(ProcessInfo.processInfo.processIdentifier)") }
        var badge = Badge()
        #expect(badge.line == "false 1 light -")
        store.set(true, forKey: "supercharged")
        store.set(2, forKey: "level")
        store.set("neon", forKey: "theme")
        store.set("Spouty", forKey: "name")
        badge = Badge()
        #expect(badge.line == "true 2 neon Spouty")
        badge.$supercharged.wrappedValue = false
        #expect(store.bool(forKey: "supercharged") == false)
        badge.name = nil
        #expect(store.object(forKey: "name") == nil)
        store.set("not a theme", forKey: "theme")
        #expect(Badge().theme == .light)
    }

    @Test func everyScalarOverloadCompilesWithAppleSpelling() {
        struct All: View {
            @AppStorage("i") var i = 3
            @AppStorage("d") var d = 1.5
            @AppStorage("u") var u = URL(fileURLWithPath: "/")
            @AppStorage("data") var data = Data()
            @AppStorage("date") var date = Date(timeIntervalSince1970: 0)
            @AppStorage("oi") var oi: Int?
            @AppStorage("od") var od: Double?
            @AppStorage("ob") var ob: Bool?
            @AppStorage("ou") var ou: URL?
            @AppStorage("odata") var odata: Data?
            @AppStorage("odate") var odate: Date?
            var body: some View { Text("\(i)") }
        }
        #expect(All().i == 3)
    }
}
