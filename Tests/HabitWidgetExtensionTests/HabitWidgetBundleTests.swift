@testable import HabitWidgetExtension
import Render
import Testing
import WidgetApp
import WidgetHosting
import WidgetSnapshotTesting
import Widgets

@Suite struct HabitWidgetBundleTests {
    @Test func theBundleListsEveryWidgetItDeclaresInOrder() {
        let declarations = WidgetHost.declarations(in: HabitWidgetBundle())
        #expect(declarations.map(\.kind) == ["MyAppWidget", "EmojiWidget", "CityWidget",
                                             "com.example.HabitWidgetExtension", "HabitWidgetExtensionAttributes"])
        #expect(declarations.map(\.configuration) == [.staticConfiguration, .appIntentConfiguration, .intentConfiguration,
                                                      .controlConfiguration, .activityConfiguration])
        #expect(declarations.map(\.entryTypeName) == ["HabitEntry", "SimpleEntry", "CityEntry", nil, nil])
    }

    @Test func theHabitWidgetsConfigurationIsRead() throws {
        let habit = try WidgetHost.declaration(kind: "MyAppWidget", in: HabitWidgetBundle())
        #expect(habit.displayName == "Habit Tracker")
        #expect(habit.description == "Track your daily habit progress.")
        #expect(habit.supportedFamilies == [.systemSmall, .systemMedium, .accessoryCircular, .accessoryInline])
        let city = try WidgetHost.declaration(kind: "CityWidget", in: HabitWidgetBundle())
        #expect(city.isContentMarginsDisabled)
        #expect(city.supportedFamilies == [.systemSmall, .accessoryRectangular])
    }

    @Test func theControlAndTheLiveActivityCompileAndAreListedButNotDrawn() throws {
        let host = WidgetHost(resources: try WidgetSnapshotConfiguration.shared().resources)
        for kind in ["com.example.HabitWidgetExtension", "HabitWidgetExtensionAttributes"] {
            let declaration = try WidgetHost.declaration(kind: kind, in: HabitWidgetBundle())
            #expect(!declaration.isRenderable)
            #expect(throws: WidgetHostError.self) {
                _ = try host.renderPlaceholder(declaration, options: WidgetRenderOptions(family: .systemSmall))
            }
        }
    }

    @Test func theHabitWidgetRefusesAFamilyItDoesNotSupport() throws {
        let host = WidgetHost(resources: try WidgetSnapshotConfiguration.shared().resources)
        do {
            _ = try host.render(MyAppWidget(), entry: HabitEntry.sample, options: WidgetRenderOptions(family: .systemLarge))
            Issue.record("rendered")
        } catch {
            #expect("\(error)" == "widget \"MyAppWidget\" does not support systemLarge: its supportedFamilies are "
                + "systemSmall, systemMedium, accessoryCircular, accessoryInline")
        }
    }
}

@Suite struct ImportChecksTests {
    /// Apple's `#if canImport(…)` fences: the shims answer yes. UIKit is not a dependency of this target
    /// and is reached only through a module alias where it is (PlatformTests), so here its fence stays
    /// closed — as it does in every third-party package of the build (swift-argument-parser's
    /// `canImport(os)` once took the Darwin path when the shim was a module named os).
    @Test func canImportSeesTheShimsButNotAnUnaskedUIKitOrOS() {
        #if canImport(SwiftUI) && canImport(WidgetKit) && canImport(AppIntents) && canImport(Intents) && canImport(ActivityKit)
        let shims = true
        #else
        let shims = false
        #endif
        #if canImport(UIKit) || canImport(os) || canImport(OSLog)
        let platform = true
        #else
        let platform = false
        #endif
        #expect(shims)
        #expect(!platform)
    }
}
