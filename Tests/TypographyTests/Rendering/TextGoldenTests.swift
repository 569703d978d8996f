import Graphics
import Testing
import TestSupport
@testable import Typography

/// One line per text style, named like SwiftUI's styles.
private let textStyleSpecimen = TextSpecimen(items: Font.TextStyle.allCases.map { style in
    TextSpecimen.Item(runs: [TextRun("\(style.rawValue) — Sunny 72° Hamburg", font: .system(style))],
                      style: ParagraphStyle(lineLimit: 1))
})

@Test func textStylesLightMatchGolden() throws {
    let image = try textStyleSpecimen.render(dark: false)
    expectGolden(rgba: image.rgba, width: image.width, height: image.height, suite: "text", name: "text-styles-light")
}

@Test func textStylesDarkMatchGolden() throws {
    let image = try textStyleSpecimen.render(dark: true)
    expectGolden(rgba: image.rgba, width: image.width, height: image.height, suite: "text", name: "text-styles-dark")
}

@Test func paragraphTruncatedToThreeLinesMatchesGolden() throws {
    let text = "Light rain is expected around 4 PM, clearing by evening. Winds from the southwest at 10 to 15 "
        + "mph, gusting to 25. Tomorrow looks sunny with a high of 74° and a low of 58°."
    let specimen = TextSpecimen(items: [
        .init(runs: [TextRun(text, font: .subheadline)], style: ParagraphStyle(lineLimit: 3), width: 220),
    ], widthPoints: 252)
    let image = try specimen.render(dark: false)
    expectGolden(rgba: image.rgba, width: image.width, height: image.height, suite: "text", name: "paragraph-three-lines")
}

@Test func mixedWeightsInOneLineMatchGolden() throws {
    let weights: [Font.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
    let specimen = TextSpecimen(items: [
        .init(runs: weights.enumerated().map { i, w in
            TextRun(i == 0 ? "Aa" : " Aa", font: .system(size: 17, weight: w), styleIndex: 0)
        }),
        .init(runs: [TextRun("Now ", font: .headline), TextRun("72°", font: .system(size: 34, weight: .bold)),
                     TextRun(" feels like ", font: .footnote), TextRun("70°", font: .footnote.bold().italic()),
                     TextRun(" · H:78° L:61°", font: .caption.monospacedDigit(), styleIndex: 1)]),
        .init(runs: [TextRun("serif ", font: .system(.body, design: .serif)),
                     TextRun("rounded ", font: .system(.body, design: .rounded)),
                     TextRun("mono 0123", font: .system(.body, design: .monospaced)),
                     TextRun(" italic", font: .body.italic())]),
    ])
    let image = try specimen.render(dark: false) { $0 == 1 ? RGBAColor(r255: 60, 60, 67, alpha: 0.6) : .black }
    expectGolden(rgba: image.rgba, width: image.width, height: image.height, suite: "text", name: "mixed-weights")
}
