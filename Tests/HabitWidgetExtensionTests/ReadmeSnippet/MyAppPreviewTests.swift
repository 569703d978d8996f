// The README's preview test ("Your previews, rendered and tested on Linux"), compiled and run against the
// example extension (HabitWidgetExtension stands for the README's MyAppWidgetExtension); its references are
// in __Snapshots__/MyAppPreviewTests/. ReadmeSnippetTests checks the README still says exactly this.
// Tests/MyAppWidgetTests/MyAppPreviewTests.swift
@testable import HabitWidgetExtension
import Testing
import WidgetSnapshotTesting

@Test func previews() async {
    // Every #Preview and PreviewProvider of HabitWidgetExtension, the template's `.now` entries included.
    await assertPreviewSnapshots()
}
