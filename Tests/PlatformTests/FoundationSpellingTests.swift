import Foundation
import SwiftUI
import Testing

// Darwin's Foundation and Dispatch spellings (WidgetRenderFoundation, re-exported by SwiftUI) and UIKit's
// attributed-string additions behave as on iOS.
@Suite struct FoundationSpellingTests {
    @Test func keyValueCodingOnDefaultsReadsAndWritesTheStore() throws {
        let suite = "widgetrender.tests.kvc"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defaults.setValue("🐯", forKey: "hero")
        #expect(defaults.value(forKey: "hero") as? String == "🐯")
        #expect(defaults.string(forKey: "hero") == "🐯")
        defaults.setValue(nil, forKey: "hero")
        #expect(defaults.value(forKey: "hero") == nil)
        defaults.removePersistentDomain(forName: suite)
    }

    @Test func timeConstantsAreDarwins() {
        #expect(NSEC_PER_SEC == 1_000_000_000)
        #expect(NSEC_PER_MSEC == 1_000_000)
        #expect(NSEC_PER_USEC == 1_000)
        #expect(USEC_PER_SEC == 1_000_000)
    }

    @Test func classForCoderIsTheClass() {
        final class Hero: NSObject {}
        #expect(Hero.classForCoder() == Hero.self)
    }

    @Test func serialQueueRunsAnActorsJobs() async {
        actor Counter {
            let queue = DispatchSerialQueue(label: "widgetrender.tests.counter")
            nonisolated var unownedExecutor: UnownedSerialExecutor { queue.asUnownedSerialExecutor() }
            var value = 0
            func bump() -> Int { value += 1; return value }
        }
        let counter = Counter()
        _ = await counter.bump()
        #expect(await counter.bump() == 2)
    }

    @Test func htmlBecomesItsText() throws {
        let html = "<html><head><style>p { color: red }</style></head><body><p>Level  <b>3</b>&nbsp;&amp; up</p>"
            + "<p>Tiger&#39;s<br>den &#x2014; <strong>7</strong></p><!-- note --></body></html>"
        let text = try NSAttributedString(data: Data(html.utf8), options: [.documentType: NSAttributedString.DocumentType.html],
                                          documentAttributes: nil)
        #expect(text.string == "Level 3\u{00A0}& up\nTiger's\nden — 7")
        #expect(text.attribute(.font, at: 0, effectiveRange: nil) == nil)
        #expect(text.attribute(.font, at: 6, effectiveRange: nil) is UIFont)
        #expect(String(AttributedString(text).characters) == text.string)
    }

    /// Bold, italic and coloured runs carry a UIFont and a UIColor, with ranges in UTF-16 units (emoji before a
    /// run would push a range counted in Characters past the end).
    @Test func htmlRunsCarryFontsAndColours() throws {
        let html = "🐯🦊 <b>Level</b> <i>three</i> <font color=\"#c00\">red <span style=\"color: blue\">blue</span></font>"
        let text = try NSAttributedString(data: Data(html.utf8), options: [.documentType: NSAttributedString.DocumentType.html],
                                          documentAttributes: nil)
        #expect(text.string == "🐯🦊 Level three red blue")
        let ns = text.string as NSString
        func font(of word: String) -> UIFont? {
            text.attribute(.font, at: ns.range(of: word).location, effectiveRange: nil) as? UIFont
        }
        func colour(of word: String) -> [CGFloat]? {
            guard let c = text.attribute(.foregroundColor, at: ns.range(of: word).location, effectiveRange: nil) as? UIColor
            else { return nil }
            var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
            _ = c.getRed(&r, green: &g, blue: &b, alpha: &a)
            return [r, g, b, a]
        }
        var range = NSRange()
        let bold = try #require(text.attribute(.font, at: ns.range(of: "Level").location, effectiveRange: &range) as? UIFont)
        #expect(range == ns.range(of: "Level"))
        #expect(bold.pointSize == 12)
        #expect(Font(bold) == Font.system(size: 12, weight: .bold))
        #expect(Font(try #require(font(of: "three"))) == Font.system(size: 12).italic())
        #expect(font(of: "red") == nil)
        #expect(colour(of: "red") == [204.0 / 255, 0, 0, 1])
        #expect(colour(of: "blue") == [0, 0, 1, 1])
        #expect(colour(of: "three") == nil)
    }

    @Test func aLessThanSignWithoutATagIsText() throws {
        let html = "1 < 2 &amp; <b>3</b> < 4"
        let text = try NSAttributedString(data: Data(html.utf8), options: [.documentType: NSAttributedString.DocumentType.html],
                                          documentAttributes: nil)
        #expect(text.string == "1 < 2 & 3 < 4")
    }

    @Test func plainDocumentsAreTheirTextAndRTFIsRefused() throws {
        let plain = try NSAttributedString(data: Data("a <b>".utf8), options: [:], documentAttributes: nil)
        #expect(plain.string == "a <b>")
        #expect(throws: (any Error).self) {
            try NSAttributedString(data: Data("{\\rtf1}".utf8), options: [.documentType: NSAttributedString.DocumentType.rtf],
                                   documentAttributes: nil)
        }
    }
}
