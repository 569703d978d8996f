//
//  HabitActions.swift
//  HabitWidgetExtension
//
//  The medium widget's interactive row (iOS 17): buttons and toggles that run app intents.
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

struct HabitActions: View {
    let entry: HabitEntry

    var body: some View {
        Text("\(entry.completedCount) of \(entry.goalCount) today")
            .font(.caption)
            .foregroundStyle(.secondary)
    }
}
