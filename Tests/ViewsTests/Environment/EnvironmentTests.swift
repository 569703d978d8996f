import Graphics
import Layout
import Testing
@testable import Views

private struct SchemeProbe: View {
    @Environment(\.colorScheme) var scheme
    var body: some View {
        Text(scheme == .dark ? "dark" : "light")
    }
}

private struct LineLimitProbe: View {
    @Environment(\.lineLimit) var limit
    var body: some View {
        Text("limit \(limit ?? 0)")
    }
}

@Suite struct EnvironmentTests {
    @Test func environmentPropertyReadsTheResolveEnvironment() throws {
        var environment = EnvironmentValues.ios18
        environment.colorScheme = .dark
        let resolved = try ViewResolver().resolve(SchemeProbe(), environment: environment, services: BoxServices())
        #expect(resolved.root.name == "Text \"dark\"")
    }

    @Test func environmentModifierChangesWhatBodiesBelowRead() throws {
        let resolved = try ViewResolver().resolve(
            VStack { SchemeProbe() }.environment(\.colorScheme, .dark), environment: .ios18, services: BoxServices())
        #expect(resolved.root.children.map(\.name) == ["Text \"dark\""])
    }

    @Test func modifierEnvironmentReachesBodiesOfCustomViews() throws {
        let resolved = try ViewResolver().resolve(LineLimitProbe().lineLimit(2), environment: .ios18, services: BoxServices())
        #expect(resolved.root.name == "Text \"limit 2\"")
    }

    @Test func environmentOutsideResolutionIsTheDefault() {
        #expect(SchemeProbe().scheme == .light)
    }

    @Test func forEachClosureSeesTheEnvironmentOfItsPosition() throws {
        struct Rows: View {
            @Environment(\.colorScheme) var scheme
            var body: some View {
                VStack {
                    ForEach(0..<1, id: \.self) { _ in Text(scheme == .dark ? "dark" : "light") }
                }
            }
        }
        let resolved = try ViewResolver().resolve(Rows().environment(\.colorScheme, .dark), environment: .ios18, services: BoxServices())
        #expect(resolved.root.children.map(\.name) == ["Text \"dark\""])
    }

    @Test func textTakesParagraphValuesFromTheEnvironment() throws {
        let resolved = try ViewResolver().resolve(
            Text("a").lineLimit(1).multilineTextAlignment(.center).truncationMode(.middle)
                .minimumScaleFactor(0.5).lineSpacing(3),
            environment: .ios18, services: BoxServices())
        guard case .text(let text) = resolved.content(tag: resolved.root.tag) else {
            Issue.record("not a text")
            return
        }
        #expect(text.paragraph == ParagraphStyle(lineLimit: 1, alignment: .center, truncationMode: .middle,
                                                 lineSpacing: 3, minimumScaleFactor: 0.5))
    }
}
