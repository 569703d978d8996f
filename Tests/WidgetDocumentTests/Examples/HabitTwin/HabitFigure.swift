// Twin of Sources/widgetrender/Examples/Habit/HabitFigure.swift, copied verbatim below this header: a test target
// cannot import the executable. HabitDocumentTests.twinMatchesTheCLIExample fails when they drift
// (then copy the file again and update docs/examples/habit.json); the lead may de-duplicate by
// moving the examples into a library target.

import Views

/// A small caption over a value: "Today" / "5 of 8 glasses".
struct HabitFigure: View {
    var title: String
    var value: String

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            Text(title)
                .font(.caption)
                .foregroundStyle(.secondary)
            Text(value)
                .font(.subheadline.weight(.semibold))
        }
    }
}
