import Graphics
import Layout
import Testing
@testable import Views

@Suite struct TextTests {
    @Test func interpolationFormatsIntegersPlainly() throws {
        let progress = 0.62
        let text = try resolvedText(Text("\(Int(progress * 100))%"))
        #expect(text?.string == "62%")
    }

    @Test func interpolatedDoubleUsesSixDecimalsLikeSwiftUI() throws {
        #expect(try resolvedText(Text("\(2.5)"))?.string == "2.500000")
    }

    @Test func interpolationSpecifierFormatsWithPrintfRules() throws {
        #expect(try resolvedText(Text("\(21.75, specifier: "%.1f")°"))?.string == "21.8°")
    }

    @Test func verbatimTextIsShownAsWritten() throws {
        #expect(try resolvedText(Text(verbatim: "\\(x)"))?.string == "\\(x)")
    }

    @Test func concatenationKeepsPerRunFontsAndColours() throws {
        let text = try resolvedText(Text("Rain ") + Text("80%").bold().foregroundColor(.blue))
        let runs = try #require(text).runs
        #expect(runs.map(\.string) == ["Rain ", "80%"])
        #expect(runs[0].font == .body)
        #expect(runs[1].font == Font.body.bold())
        #expect(text?.style(of: runs[0]).paint == solid(0, 0, 0))
        #expect(text?.style(of: runs[1]).paint == solid(0, 122, 255))
    }

    @Test func outerTextModifiersApplyOnlyWhereRunsSetNothing() throws {
        let text = try resolvedText((Text("a").foregroundColor(.red) + Text("b")).foregroundColor(.green).font(.title))
        let runs = try #require(text).runs
        #expect(text?.style(of: runs[0]).paint == solid(255, 59, 48))
        #expect(text?.style(of: runs[1]).paint == solid(52, 199, 89))
        #expect(runs.allSatisfy { $0.font == .title })
    }

    @Test func runsWithTheSameStyleShareAStyleIndex() throws {
        let text = try resolvedText(Text("a") + Text("b").bold() + Text("c"))
        #expect(text?.runs.map(\.styleIndex) == [0, 0, 0])
        #expect(text?.styles.count == 1)
    }

    @Test func interpolatedTextKeepsItsStyling() throws {
        let text = try resolvedText(Text("Now \(Text("72°").bold())"))
        #expect(text?.runs.map(\.string) == ["Now ", "72°"])
        #expect(text?.runs.last?.font == Font.body.bold())
    }

    @Test func viewFontAppliesToTextWithoutItsOwnFont() throws {
        let resolved = try ViewResolver().resolve(VStack { Text("a") }.font(.caption), environment: .ios18, services: BoxServices())
        guard case .text(let child) = resolved.content(tag: resolved.root.children[0].tag) else {
            Issue.record("not a text")
            return
        }
        #expect(child.runs.first?.font == .caption)
    }

    @Test func textFontWinsOverTheEnvironmentFont() throws {
        let text = try resolvedText(Text("a").font(.headline).font(.caption))
        #expect(text?.runs.first?.font == .headline)
    }

    @Test func viewLevelBoldAndDesignApplyToTheEnvironmentFont() throws {
        let text = try resolvedText(Text("a").font(.title2).bold().fontDesign(.rounded))
        #expect(text?.runs.first?.font == Font.system(.title2, design: .rounded).bold())
    }

    @Test func titleTwoBoldIsTheEmphasizedWeight() throws {
        let text = try resolvedText(Text("62%").font(.title2.bold()))
        #expect(text?.runs.first?.font.resolvedWeight == .bold)
        #expect(text?.runs.first?.font.requestedPointSize == 22)
    }

    @Test func monospacedDigitAndTrackingReachTheRun() throws {
        let text = try resolvedText(Text("12:30").monospacedDigit().tracking(1.5))
        #expect(text?.runs.first?.font.isMonospacedDigit == true)
        #expect(text?.runs.first?.tracking == 1.5)
    }

    @Test func textCaseTransformsTheDisplayedString() throws {
        #expect(try resolvedText(Text("Mon").textCase(.uppercase))?.string == "MON")
    }

    @Test func textLeafNameShowsTheString() throws {
        let resolved = try ViewResolver().resolve(Text("Hello"), environment: .ios18, services: BoxServices())
        #expect(resolved.root.name == "Text \"Hello\"")
    }
}
