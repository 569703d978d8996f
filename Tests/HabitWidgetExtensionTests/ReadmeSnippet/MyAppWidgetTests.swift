// README "Your widget extension on Linux": the test a team writes, compiled here against the example
// extension (WidgetSnapshotTestingTests' ReadmeSnippetTests checks that the README's block is this code,
// with this module's name for MyAppWidgetExtension). Its references are under __Snapshots__, looked at.
// Tests/MyAppWidgetTests/MyAppWidgetTests.swift
@testable import HabitWidgetExtension
import Testing
import WidgetSnapshotTesting

@Test func habitWidget() async {
    assertWidgetSnapshot(of: MyAppWidget(), family: .systemSmall, entry: HabitEntry.sample)
    // In this order: family, entry, then mode, scheme, device, named, tolerance, record, strict.
    assertWidgetSnapshot(of: MyAppWidget(), family: .systemSmall, entry: HabitEntry.sample,
                         mode: .accented, scheme: .dark, strict: true)            // warnings fail this one
    assertWidgetPlaceholderSnapshot(of: MyAppWidget(), family: .systemMedium)     // redacted, as WidgetKit shows it
    await assertWidgetTimelineSnapshots(of: MyAppWidget(), family: .accessoryCircular, mode: .vibrant)
}
