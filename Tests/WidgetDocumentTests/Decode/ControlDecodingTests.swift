import Foundation
import Graphics
import Layout
import Testing
import Views
import Widgets
@testable import WidgetDocument

/// Buttons, toggles, links and their modifiers decode into the view the same Swift code builds, and
/// bad ones name the place.
struct ControlDecodingTests {
    private static let url = URL(string: "habits://log")

    @Test func buttonWithTitleAndRole() throws {
        #expect(try documentDump(#"{"Button": {"title": "Delete", "role": "destructive"}}"#)
                == (try layoutDump(Button("Delete", role: .destructive) {})))
    }

    @Test func buttonWithSystemImage() throws {
        #expect(try documentDump(#"{"Button": {"title": "Log", "systemImage": "plus"}}"#)
                == (try layoutDump(Button("Log", systemImage: "plus") {})))
    }

    @Test func buttonWithLabelViewsAndStyles() throws {
        let dump = try documentDump(#"""
            {"Button": {"label": {"Image": {"systemName": "plus"}}}, "modifiers": [
                {"buttonStyle": "borderedProminent"}, {"controlSize": "small"}, {"buttonBorderShape": "circle"}]}
            """#)
        #expect(dump == (try layoutDump(Button {} label: { Image(systemName: "plus") }
            .buttonStyle(.borderedProminent).controlSize(.small).buttonBorderShape(.circle))))
    }

    @Test func roundedRectangleBorderShapeTakesARadius() throws {
        #expect(try documentDump(#"{"Button": {"title": "A"}, "modifiers": [{"buttonBorderShape": {"roundedRectangle": 3}}]}"#)
                == (try layoutDump(Button("A") {}.buttonBorderShape(.roundedRectangle(radius: 3)))))
    }

    @Test func toggleWithTitleAndStyle() throws {
        #expect(try documentDump(#"{"Toggle": {"isOn": true, "title": "Alarm"}, "modifiers": [{"toggleStyle": "button"}]}"#)
                == (try layoutDump(Toggle("Alarm", isOn: .constant(true)).toggleStyle(.button))))
    }

    @Test func toggleWithLabel() throws {
        #expect(try documentDump(#"{"Toggle": {"isOn": false, "label": [{"Text": "Vibrate"}]}}"#)
                == (try layoutDump(Toggle(isOn: .constant(false)) { Text("Vibrate") })))
    }

    @Test func disabledAndLabelsHidden() throws {
        #expect(try documentDump(#"{"Toggle": {"isOn": true, "title": "A"}, "modifiers": ["labelsHidden", {"disabled": true}]}"#)
                == (try layoutDump(Toggle("A", isOn: .constant(true)).labelsHidden().disabled(true))))
    }

    @Test func linkWithTitle() throws {
        let url = try #require(Self.url)
        #expect(try documentDump(#"{"Link": {"destination": "habits://log", "title": "Open"}}"#)
                == (try layoutDump(Link("Open", destination: url))))
    }

    @Test func widgetURLIsRecorded() throws {
        let document = try DocumentFixtures.decode(DocumentFixtures.widget(
            #"{"Text": "Hi", "modifiers": [{"widgetURL": "habits://log"}]}"#))
        let resolved = try ViewResolver().resolve(document.view, environment: .ios18, services: BoxServices())
        #expect(resolved.preferences.widgetURL == Self.url)
    }

    @Test func privacySensitiveRedactsUnderPrivacy() throws {
        #expect(try documentDump(#"{"Text": "1234", "modifiers": ["privacySensitive", {"redacted": "privacy"}]}"#)
                == (try layoutDump(Text("1234").privacySensitive().redacted(reason: .privacy))))
    }

    @Test func invalidatableContentDims() throws {
        #expect(try documentDump(#"{"Text": "12", "modifiers": ["invalidatableContent", {"redacted": "invalidated"}]}"#)
                == (try layoutDump(Text("12").invalidatableContent().redacted(reason: .invalidated))))
    }

    static let badControls: [(json: String, message: String)] = [
        (#"{"Button": {}}"#, #"test.json:1:66: body.Button: Button needs a "title" or a "label""#),
        (#"{"Button": {"title": "A", "label": "B"}}"#,
         #"test.json:1:66: body.Button: Button takes a "title" or a "label", not both"#),
        (#"{"Button": {"label": "B", "systemImage": "plus"}}"#,
         #"test.json:1:66: body.Button: Button takes "systemImage" with a "title", not with a "label""#),
        (#"{"Button": {"title": "A", "role": "destroy"}}"#,
         #"test.json:1:89: body.Button.role: unknown button role "destroy" (one of cancel, destructive)"#),
        (#"{"Toggle": {"title": "A"}}"#, #"test.json:1:66: body.Toggle: Toggle needs "isOn""#),
        (#"{"Toggle": {"isOn": "yes", "title": "A"}}"#,
         #"test.json:1:75: body.Toggle.isOn: expected true or false, found the string "yes""#),
        (#"{"Link": {"destination": "not a url", "title": "A"}}"#,
         #"test.json:1:80: body.Link.destination: "not a url" is not a URL with a scheme, such as "https://example.com" or "myapp://item/1""#),
        (#"{"Text": "A", "modifiers": [{"buttonStyle": "prominent"}]}"#,
         #"test.json:1:99: body.modifiers[0].buttonStyle: unknown button style "prominent" (one of automatic, bordered, borderedProminent, borderless, plain)"#),
        (#"{"Text": "A", "modifiers": [{"controlSize": "huge"}]}"#,
         #"test.json:1:99: body.modifiers[0].controlSize: unknown control size "huge" (one of mini, small, regular, large, extraLarge)"#),
        (#"{"Text": "A", "modifiers": [{"widgetURL": 3}]}"#,
         #"test.json:1:97: body.modifiers[0].widgetURL: expected a string (a URL), found the number 3"#),
    ]

    @Test(arguments: badControls.indices)
    func badControlGivesItsError(_ index: Int) {
        let bad = Self.badControls[index]
        #expect(DocumentFixtures.error(DocumentFixtures.widget(bad.json)) == bad.message)
    }
}
