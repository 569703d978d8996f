import Testing
import Views
@testable import Widgets

/// `widgetLabel` draws nothing inside the widget's canvas (iPhone ignores it; watchOS draws it outside).
@Suite struct WidgetLabelTests {
    @Test func widgetLabelLeavesTheViewUnchangedAndShowsWidgetLabelIsFalse() {
        let view = Text("62%")
        #expect(type(of: view.widgetLabel("Water")) == Text.self)
        #expect(type(of: view.widgetLabel { Text("Water") }) == Text.self)
        #expect(EnvironmentValues.ios18.showsWidgetLabel == false)
    }
}
