// Twin of Sources/widgetrender/Examples/Habit/HabitFigure.swift, copied verbatim below this header: the bench cannot
// import the executable target. The endtoend suite compares the twin with the CLI's file at run time and
// says so when they drift (then copy the file again).
// Keep this header five lines long.

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
