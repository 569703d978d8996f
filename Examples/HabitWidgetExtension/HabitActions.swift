//
//  HabitActions.swift
//  HabitWidgetExtension
//
//  The medium widget's interactive row (iOS 17): a button and a toggle that run app intents, and a link
//  into the app.
//

import SwiftUI
import WidgetKit
import AppIntents

struct LogHabitIntent: AppIntent {
    static var title: LocalizedStringResource = "Log Habit"

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct CompleteHabitIntent: AppIntent {
    static var title: LocalizedStringResource = "Complete Habit"

    @Parameter(title: "Habit")
    var habitName: String

    init() {}

    init(habitName: String) {
        self.habitName = habitName
    }

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct HabitActions: View {
    let entry: HabitEntry

    var body: some View {
        HStack(spacing: 8) {
            Button(intent: LogHabitIntent()) {
                Label("Log", systemImage: "plus.circle.fill")
            }
            .buttonStyle(.borderedProminent)
            Toggle("Done", isOn: entry.completedCount >= entry.goalCount,
                   intent: CompleteHabitIntent(habitName: entry.habitName))
                .toggleStyle(.button)
            Link(destination: URL(string: "habits://stats")!) {
                Image(systemName: "chart.bar.fill")
            }
        }
        .font(.caption.weight(.semibold))
    }
}
