#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Testing
import Views
@testable import Widgets

/// URLs for the tests.
enum URLFixture {
    static let url = URL(string: "habits://log")
    static let other = URL(string: "habits://stats")
}

@Suite struct WidgetURLTests {
    @Test func noWidgetURLIsNil() throws {
        #expect(try laidOut(Text("Hi")).resolved.preferences.widgetURL == nil)
    }

    @Test func widgetURLIsRecorded() throws {
        let url = try #require(URLFixture.url)
        let laid = try laidOut(Text("Hi").widgetURL(url))
        #expect(laid.resolved.preferences.widgetURL == url)
    }

    @Test func theLastSiblingWins() throws {
        let first = try #require(URLFixture.url), last = try #require(URLFixture.other)
        let laid = try laidOut(VStack { Text("A").widgetURL(first); Text("B").widgetURL(last) })
        #expect(laid.resolved.preferences.widgetURL == last)
    }

    @Test func nilDeclaresNothing() throws {
        let url = try #require(URLFixture.url)
        let laid = try laidOut(VStack { Text("A").widgetURL(url); Text("B").widgetURL(nil) })
        #expect(laid.resolved.preferences.widgetURL == url)
    }

    @Test func widgetURLDrawsNothing() throws {
        let url = try #require(URLFixture.url)
        #expect(try laidOut(Text("Hi").widgetURL(url)).dump == laidOut(Text("Hi")).dump)
    }

    @Test func linkKeepsItsDestination() throws {
        let url = try #require(URLFixture.url)
        #expect(Link("Open", destination: url).destination == url)
    }
}
