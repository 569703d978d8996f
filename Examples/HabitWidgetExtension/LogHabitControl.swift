//
//  LogHabitControl.swift
//  HabitWidgetExtension
//
//  A button control with a tint and an Action button hint, as Apple's ControlWidget documentation writes
//  them. Not in the bundle (the bundle keeps Xcode's control template alone); its tests draw it.
//

import AppIntents
import SwiftUI
import WidgetKit

struct LogHabitControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.LogHabit") {
            ControlWidgetButton(action: LogHabitIntent()) {
                Label("Log Habit", systemImage: "checkmark.circle")
                    .controlWidgetActionHint("Log")
            }
            .tint(.orange)
        }
        .displayName("Log Habit")
        .description("Logs today's habit.")
    }
}

/// The habit a configurable control shows (every parameter at its default here).
struct SelectHabitIntent: ControlConfigurationIntent {
    static let title: LocalizedStringResource = "Habit"

    @Parameter(title: "Habit", default: "Water")
    var habit: String
}

/// A control configured with an intent, as Apple's documentation writes one.
struct HabitDoneControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        AppIntentControlConfiguration(kind: "com.example.HabitDone", provider: Provider()) { isDone in
            ControlWidgetToggle("Habit", isOn: isDone, action: MarkHabitDoneIntent()) { isDone in
                Label(isDone ? "Done" : "To do", systemImage: isDone ? "checkmark.circle.fill" : "circle")
            }
            .tint(.green)
        }
        .displayName("Habit Done")
    }

    struct Provider: AppIntentControlValueProvider {
        func previewValue(configuration: SelectHabitIntent) -> Bool { true }

        func currentValue(configuration: SelectHabitIntent) async throws -> Bool {
            configuration.habit == "Water"
        }
    }
}

struct MarkHabitDoneIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Mark habit done"

    @Parameter(title: "Done")
    var value: Bool

    func perform() async throws -> some IntentResult {
        .result()
    }
}
