import Graphics
import Testing
import Views
@testable import Widgets

@Suite struct ContainerConfigurationTests {
    @Test func bodyWithoutModifiersDeclaresNothing() throws {
        let configuration = try ContainerConfiguration.extract(from: Text("Hi"))
        #expect(configuration.containerBackground == nil)
        #expect(configuration.isContainerBackgroundRemovable)
        #expect(!configuration.isContentMarginsDisabled)
    }

    @Test func containerBackgroundStyleIsRecorded() throws {
        let configuration = try ContainerConfiguration.extract(from: Text("Hi").containerBackground(.red, for: .widget))
        guard case .style = configuration.containerBackground?.content else {
            Issue.record("no style background"); return
        }
    }

    @Test func containerBackgroundViewIsRecorded() throws {
        let view = Text("Hi").containerBackground(for: .widget) { Color.blue }
        let configuration = try ContainerConfiguration.extract(from: view)
        guard case .view = configuration.containerBackground?.content else {
            Issue.record("no view background"); return
        }
    }

    @Test func modifiersDeepInTheTreeAreFound() throws {
        let view = VStack {
            Text("A")
            HStack { Text("B").containerBackground(.red, for: .widget).contentMarginsDisabled() }
        }
        let configuration = try ContainerConfiguration.extract(from: view)
        #expect(configuration.containerBackground != nil)
        #expect(configuration.isContentMarginsDisabled)
    }

    @Test func removableFalseIsRecorded() throws {
        let configuration = try ContainerConfiguration.extract(from: Text("Hi").containerBackgroundRemovable(false))
        #expect(!configuration.isContainerBackgroundRemovable)
    }

    @Test func anyRemovableFalseWins() throws {
        let view = Text("Hi").containerBackgroundRemovable(false).containerBackgroundRemovable(true)
        #expect(try !ContainerConfiguration.extract(from: view).isContainerBackgroundRemovable)
    }

    @Test func contentMarginsDisabledIsRecorded() throws {
        #expect(try ContainerConfiguration.extract(from: Text("Hi").contentMarginsDisabled()).isContentMarginsDisabled)
    }

    @Test func outermostBackgroundWinsAndTheOtherWarns() throws {
        let view = Text("Hi").containerBackground(.red, for: .widget).containerBackground(.blue, for: .widget)
        let configuration = try ContainerConfiguration.extract(from: view, environment: .ios18)
        let background = try #require(configuration.containerBackground)
        let laid = try laidOut(background.view(filling: WidgetCanvas(family: .systemSmall, os: .ios18)))
        #expect(laid.dump.contains("\(SystemColor.blue.color(in: .light))"))
        #expect(configuration.warnings.count == 1)
    }

    @Test func modifiersOutsideAWidgetRenderChangeNothing() throws {
        let plain = try laidOut(Text("Hi"))
        let modified = try laidOut(Text("Hi").containerBackground(.red, for: .widget).contentMarginsDisabled()
            .containerBackgroundRemovable(false))
        #expect(plain.dump == modified.dump)
    }

    @Test func anyResolutionCarriesTheDeclarationsAsPreferences() throws {
        let laid = try laidOut(Text("Hi").contentMarginsDisabled().containerBackgroundRemovable(false))
        let configuration = ContainerConfiguration(preferences: laid.resolved.preferences)
        #expect(configuration.isContentMarginsDisabled)
        #expect(!configuration.isContainerBackgroundRemovable)
    }
}
