//
//  HabitWidget.swift
//  HabitWidgetExtension
//
//  The habit tracker tutorial's widget: a static configuration, a completion-handler provider, one view
//  per family.
//

import SwiftUI
import WidgetKit
import AppIntents

struct HabitEntry: TimelineEntry {
    let date: Date
    let habitName: String
    let completedCount: Int
    let goalCount: Int
    let streakDays: Int
}

extension HabitEntry {
    static let sample = HabitEntry(date: Date(timeIntervalSince1970: 1_767_225_600), habitName: "Water",
                                   completedCount: 5, goalCount: 8, streakDays: 12)
}

struct HabitProvider: TimelineProvider {
    func placeholder(in context: Context) -> HabitEntry {
        HabitEntry(date: Date(), habitName: "Water", completedCount: 5, goalCount: 8, streakDays: 12)
    }

    func getSnapshot(in context: Context, completion: @escaping (HabitEntry) -> Void) {
        completion(context.isPreview ? .sample : HabitStore.shared.today())
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<HabitEntry>) -> Void) {
        let entry = HabitStore.shared.today()
        let nextUpdate = Calendar.current.date(byAdding: .minute, value: 30, to: entry.date)!
        completion(Timeline(entries: [entry], policy: .after(nextUpdate)))
    }
}

/// Where the app keeps today's progress (an App Group container in the real app).
final class HabitStore {
    static let shared = HabitStore()

    func today() -> HabitEntry {
        HabitEntry(date: Date(timeIntervalSince1970: 1_767_254_400), habitName: "Water",
                   completedCount: 6, goalCount: 8, streakDays: 13)
    }
}

struct HabitWidgetView: View {
    @Environment(\.widgetFamily) var family
    let entry: HabitEntry

    var progress: Double {
        Double(entry.completedCount) / Double(max(entry.goalCount, 1))
    }

    var body: some View {
        switch family {
        case .accessoryCircular:
            Gauge(value: progress) {
                Image(systemName: "drop.fill")
            } currentValueLabel: {
                Text("\(entry.completedCount)")
            }
            .gaugeStyle(.accessoryCircularCapacity)
        case .accessoryInline:
            Label("\(entry.habitName) \(entry.completedCount)/\(entry.goalCount)", systemImage: "drop.fill")
        case .systemMedium:
            HStack(spacing: 16) {
                ring
                    .frame(width: 96, height: 96)
                VStack(alignment: .leading, spacing: 6) {
                    Text(entry.habitName)
                        .font(.headline)
                    Label("\(entry.streakDays)-day streak", systemImage: "flame.fill")
                        .font(.caption)
                        .foregroundStyle(.orange)
                    Spacer(minLength: 0)
                    HabitActions(entry: entry)
                }
                Spacer(minLength: 0)
            }
        default:
            VStack(alignment: .leading, spacing: 8) {
                HStack {
                    Text(entry.habitName)
                        .font(.headline)
                    Spacer()
                    Image(systemName: "flame.fill")
                        .foregroundStyle(.orange)
                    Text("\(entry.streakDays)")
                        .font(.caption.bold())
                }
                ring
            }
            .widgetURL(URL(string: "habits://habit/\(entry.habitName)"))
        }
    }

    var ring: some View {
        ZStack {
            Circle()
                .stroke(Color.blue.opacity(0.2), lineWidth: 10)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(Color.blue, style: StrokeStyle(lineWidth: 10, lineCap: .round))
                .rotationEffect(.degrees(-90))
                .widgetAccentable()
            VStack(spacing: 0) {
                Text("\(entry.completedCount)")
                    .font(.system(size: 28, weight: .bold, design: .rounded))
                Text("of \(entry.goalCount)")
                    .font(.caption2)
                    .foregroundStyle(.secondary)
            }
        }
    }
}

struct MyAppWidget: Widget {
    let kind: String = "MyAppWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: HabitProvider()) { entry in
            HabitWidgetView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Habit Tracker")
        .description("Track your daily habit progress.")
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryCircular, .accessoryInline])
    }
}

#Preview("Small", as: .systemSmall) {
    MyAppWidget()
} timeline: {
    HabitEntry.sample
    HabitEntry(date: Date(timeIntervalSince1970: 1_767_265_200), habitName: "Water",
               completedCount: 8, goalCount: 8, streakDays: 13)
}

#Preview(as: .accessoryCircular, widget: { MyAppWidget() }, timelineProvider: { HabitProvider() })

#Preview("Actions", traits: .sizeThatFitsLayout) {
    HabitActions(entry: .sample)
        .padding()
}

struct HabitWidget_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            HabitWidgetView(entry: .sample)
                .containerBackground(.fill.tertiary, for: .widget)
                .previewContext(WidgetPreviewContext(family: .systemSmall))
            HabitWidgetView(entry: .sample)
                .previewContext(WidgetPreviewContext(family: .accessoryCircular))
                .previewDisplayName("Lock Screen")
            HabitWidgetView(entry: .sample)
                .containerBackground(.fill.tertiary, for: .widget)
                .previewContext(WidgetPreviewContext(family: .systemMedium))
                .environment(\.colorScheme, .dark)
        }
    }
}
