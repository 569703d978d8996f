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
