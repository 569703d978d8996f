import Foundation
import Testing
@testable import WidgetDocument

/// One bad document and the exact error it must give.
struct BadDocument: CustomTestStringConvertible, Sendable {
    let label: String
    let bytes: [UInt8]
    let expected: String
    var options = DocumentOptions()

    init(_ label: String, _ json: String, _ expected: String) {
        self.label = label
        self.bytes = Array(json.utf8)
        self.expected = expected
    }

    init(_ label: String, bytes: [UInt8], _ expected: String) {
        self.label = label
        self.bytes = bytes
        self.expected = expected
    }

    var testDescription: String { label }
}

/// A widget whose systemSmall body is `view`.
private func widget(_ view: String) -> String { DocumentFixtures.widget(view) }

/// Bad and hostile documents: each gives its exact error,
/// with line:column and the JSON path, and nothing is decoded.
struct BadDocumentTests {
    static let cases: [BadDocument] = [
        // Not JSON at all.
        BadDocument("empty file", "", "test.json:1:1: the document is empty; a widget document is a JSON object"),
        BadDocument("whitespace only", "  \n\t ", "test.json:2:3: the document is empty; a widget document is a JSON object"),
        BadDocument("binary junk", bytes: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A],
                    "test.json:1:1: expected a value, found the byte 0x89 (not UTF-8)"),
        BadDocument("top-level array", "[]", "test.json:1:1: expected an object (a widget document is a JSON object), found an array"),
        BadDocument("truncated document", #"{"name": "habit", "body": {"Text": "Hi""#,
                    "test.json:1:40: body: unexpected end of file; the object opened at 1:27 is not closed"),
        BadDocument("truncated string", #"{"name": "hab"#,
                    "test.json:1:14: name: unexpected end of file in the string that starts at 1:10"),
        BadDocument("two documents", #"{"name": "a"} {"name": "b"}"#,
                    "test.json:1:15: unexpected '{' after the end of the document (the document holds one JSON value)"),
        // Strict JSON.
        BadDocument("trailing comma in an object", "{\"name\": \"x\", }",
                    "test.json:1:13: trailing comma before '}'; JSON does not allow one"),
        BadDocument("trailing comma in an array", #"{"name": "x", "families": ["systemSmall",]}"#,
                    "test.json:1:41: families: trailing comma before ']'; JSON does not allow one"),
        BadDocument("duplicate key", "{\"name\": \"a\",\n \"name\": \"b\"}",
                    "test.json:2:2: name: duplicate key \"name\" (first at 1:2)"),
        BadDocument("comment", "{\"name\": \"x\" // the name\n}", "test.json:1:14: comments are not allowed in JSON"),
        BadDocument("single quotes", "{'name': 'x'}", "test.json:1:2: strings need double quotes, not single quotes"),
        BadDocument("unquoted key", "{name: \"x\"}", "test.json:1:2: object keys must be strings in double quotes"),
        BadDocument("NaN", #"{"name": NaN}"#, "test.json:1:10: name: NaN is not a JSON number; JSON has only finite numbers"),
        BadDocument("leading zero", widget(#"{"Text": "a", "modifiers": [{"padding": 016}]}"#),
                    "test.json:1:95: body.modifiers[0].padding: numbers cannot have leading zeros"),
        BadDocument("invalid UTF-8", bytes: Array(#"{"name": ""#.utf8) + [0xC0, 0xAF] + Array(#""}"#.utf8),
                    "test.json:1:11: name: invalid UTF-8: the byte 0xC0 (not UTF-8) in a string"),
        BadDocument("lone surrogate", #"{"name": "\uD83D!"}"#,
                    #"test.json:1:11: name: lone surrogate \uD83D: a high surrogate must be followed by a low one (\uDC00–\uDFFF)"#),
        BadDocument("raw tab in a string", "{\"name\": \"a\tb\"}",
                    #"test.json:1:12: name: control character U+0009 inside a string; write it as \u0009"#),
        BadDocument("invalid escape", #"{"name": "a\qb"}"#,
                    #"test.json:1:12: name: invalid escape \q; JSON escapes are \" \\ \/ \b \f \n \r \t \uXXXX"#),
        // Limits.
        BadDocument("number beyond Double", widget(#"{"Text": "a", "modifiers": [{"padding": 1e400}]}"#),
                    "test.json:1:95: body.modifiers[0].padding: the number 1e400 is out of range (beyond ±1.8e308)"),
        BadDocument("huge padding", widget(#"{"Text": "a", "modifiers": [{"padding": 1e308}]}"#),
                    "test.json:1:95: body.modifiers[0].padding: 1e308 is too large; a length in points must be at most 10000"),
        BadDocument("nesting past the limit", String(repeating: "[", count: 200) + String(repeating: "]", count: 200),
                    "test.json:1:129: [0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0]: arrays and objects are nested more than 128 levels deep"),
        BadDocument("oversize string", #"{"name": ""# + String(repeating: "a", count: 70_000) + #""}"#,
                    "test.json:1:10: name: a string is longer than 65536 bytes"),
        BadDocument("overlong number literal", widget(#"{"Text": "a", "modifiers": [{"opacity": 0."# + String(repeating: "1", count: 80) + "}]}"),
                    "test.json:1:95: body.modifiers[0].opacity: a number literal is longer than 64 characters"),
        // Document structure.
        BadDocument("missing name", #"{"body": {"Text": "Hi"}}"#, "test.json:1:1: the document needs \"name\""),
        BadDocument("unsafe name", #"{"name": "../../etc/passwd", "body": {"Text": "Hi"}}"#,
                    "test.json:1:10: name: name \"../../etc/passwd\" must be 1–64 letters, digits, \".\", \"_\" or \"-\", not starting with \".\" or \"-\" (it names output files)"),
        BadDocument("family without a view", #"{"name": "x", "families": ["systemSmall", "accessoryInline"], "bodies": {"systemSmall": {"Text": "Hi"}}}"#,
                    "test.json:1:1: family accessoryInline has no view; add \"body\" or \"bodies\": {\"accessoryInline\": …}"),
        BadDocument("family typo", #"{"name": "x", "families": ["systemSmal"], "body": {"Text": "Hi"}}"#,
                    "test.json:1:28: families[0]: unknown widget family \"systemSmal\"; did you mean \"systemSmall\"?"),
        BadDocument("body for an unlisted family", #"{"name": "x", "families": ["systemSmall"], "body": {"Text": "a"}, "bodies": {"systemLarge": {"Text": "b"}}}"#,
                    "test.json:1:78: bodies.systemLarge: systemLarge is not in families"),
        BadDocument("unknown top-level field", #"{"name": "x", "bdy": {"Text": "Hi"}}"#,
                    "test.json:1:15: bdy: unknown field \"bdy\" in the document; did you mean \"body\"?"),
        // Views.
        BadDocument("view typo", widget(#"{"VStak": []}"#),
                    "test.json:1:56: body.VStak: unknown view \"VStak\"; did you mean \"VStack\"?"),
        BadDocument("two views in one object", widget(#"{"Text": "a", "Image": {"systemName": "star"}}"#),
                    "test.json:1:69: body.Image: a view object holds one view; found \"Image\" after \"Text\" (put several views in a stack or a Group)"),
        BadDocument("modifier written as a view key", widget(#"{"Text": "a", "padding": 4}"#),
                    "test.json:1:69: body.padding: \"padding\" is a modifier; write it in \"modifiers\": [{\"padding\": …}]"),
        BadDocument("unknown field with suggestion", widget(#"{"VStack": {"spacng": 4, "content": []}}"#),
                    "test.json:1:67: body.VStack.spacng: unknown field \"spacng\" in VStack; did you mean \"spacing\"?"),
        BadDocument("wrong type", widget(#"{"VStack": {"spacing": "six", "content": []}}"#),
                    "test.json:1:78: body.VStack.spacing: expected a number (a length in points), found the string \"six\""),
        BadDocument("missing required field", widget(#"{"Gauge": {"in": [0, 100]}}"#),
                    "test.json:1:65: body.Gauge: Gauge needs \"value\""),
        BadDocument("alignment typo", widget(#"{"VStack": {"alignment": "leadng", "content": []}}"#),
                    "test.json:1:80: body.VStack.alignment: unknown horizontal alignment \"leadng\"; did you mean \"leading\"?"),
        BadDocument("symbol typo", widget(#"{"Image": {"systemName": "flame.fil"}}"#),
                    "test.json:1:80: body.Image.systemName: unknown symbol \"flame.fil\"; did you mean \"flame.fill\"?"),
        // Modifiers.
        BadDocument("modifier typo", widget(#"{"Text": "a", "modifiers": [{"paddin": 16}]}"#),
                    "test.json:1:84: body.modifiers[0].paddin: unknown modifier \"paddin\"; did you mean \"padding\"?"),
        BadDocument("font style typo", widget(#"{"VStack": {"content": [{"Text": "a"}, {"Text": "b", "modifiers": [{"font": "hedline"}]}]}}"#),
                    "test.json:1:131: body.VStack.content[1].modifiers[0].font: unknown font style \"hedline\"; did you mean \"headline\"?"),
        BadDocument("font weight typo", widget(#"{"Text": "a", "modifiers": [{"fontWeight": "semibod"}]}"#),
                    "test.json:1:98: body.modifiers[0].fontWeight: unknown font weight \"semibod\"; did you mean \"semibold\"?"),
        BadDocument("colour typo", widget(#"{"Text": "a", "modifiers": [{"foregroundStyle": "bleu"}]}"#),
                    "test.json:1:103: body.modifiers[0].foregroundStyle: unknown shape style \"bleu\"; did you mean \"blue\"?"),
        BadDocument("bad hex colour", widget(##"{"Color": "#FF95"}"##),
                    "test.json:1:65: body.Color: \"#FF95\" is not a hex colour; write #RRGGBB or #RRGGBBAA"),
        BadDocument("negative frame width", widget(#"{"Text": "a", "modifiers": [{"frame": {"width": -10}}]}"#),
                    "test.json:1:103: body.modifiers[0].frame.width: -10 is negative; a length in points must be 0 or more"),
        BadDocument("opacity above one", widget(#"{"Text": "a", "modifiers": [{"opacity": 1.5}]}"#),
                    "test.json:1:95: body.modifiers[0].opacity: 1.5 is too large; an opacity from 0 to 1 must be at most 1"),
        BadDocument("fractional line limit", widget(#"{"Text": "a", "modifiers": [{"lineLimit": 2.5}]}"#),
                    "test.json:1:97: body.modifiers[0].lineLimit: 2.5 is not a whole number; a number of lines is a whole number"),
        BadDocument("Text modifier on a stack", widget(#"{"VStack": [], "modifiers": ["underline"]}"#),
                    "test.json:1:84: body.modifiers[0]: underline applies to a Text, and this is a view (in SwiftUI only Text has it)"),
        BadDocument("Image modifier on a Text", widget(#"{"Text": "a", "modifiers": ["resizable"]}"#),
                    "test.json:1:83: body.modifiers[0]: resizable applies to an Image, and this is a Text; put Image modifiers before the others, as Swift requires"),
        BadDocument("strokeBorder after trim", widget(#"{"Circle": {}, "modifiers": [{"trim": {"to": 0.5}}, {"strokeBorder": "blue"}]}"#),
                    "test.json:1:107: body.modifiers[1]: strokeBorder needs an insettable shape; after trim or stroke a shape cannot be inset (as in SwiftUI)"),
        BadDocument("modifier object with two keys", widget(#"{"Text": "a", "modifiers": [{"bold": true, "italic": true}]}"#),
                    "test.json:1:83: body.modifiers[0]: a modifier is an object with one key, such as {\"padding\": 16}; found 2 keys (write one entry per modifier)"),
        // Files.
        BadDocument("image path leaving the folder", widget(#"{"Image": {"path": "../secret.png"}}"#),
                    "test.json:1:74: body.Image.path: \"../secret.png\" leaves the document's folder (\"..\"); image paths may not leave it"),
        BadDocument("absolute image path", widget(#"{"Image": {"path": "/etc/passwd"}}"#),
                    "test.json:1:74: body.Image.path: \"/etc/passwd\" is an absolute path; image paths are relative to the document's folder and may not leave it"),
    ]

    @Test(arguments: cases)
    func badDocumentGivesItsError(_ bad: BadDocument) {
        #expect(DocumentFixtures.error(bytes: bad.bytes, options: bad.options) == bad.expected)
    }

    @Test func tooManyValuesIsALimitError() {
        let json = "[" + Array(repeating: "0", count: 100_001).joined(separator: ",") + "]"
        #expect(DocumentFixtures.error(json) == "test.json:1:200000: [99999]: the document has more than 100000 values")
    }

    @Test func fileLargerThanTheLimitIsRejectedBeforeParsing() {
        var options = DocumentOptions()
        options.limits.maximumFileBytes = 16
        #expect(DocumentFixtures.error(#"{"name": "abcdefghijkl"}"#, options: options)
                == "test.json:1:1: the document is 24 bytes; the limit is 16 bytes")
    }
}
