import Testing
import XcodeProject

/// The old-style property-list reader: the grammar Xcode writes, positions, and bad input as errors naming
/// line and column (never a trap or a hang).
struct PropertyListParserTests {
    private func parse(_ text: String, limits: PropertyListLimits = PropertyListLimits()) throws -> PropertyListValue {
        try PropertyListParser.parse(Array(text.utf8), file: "p.pbxproj", limits: limits)
    }

    private func failure(_ text: String, limits: PropertyListLimits = PropertyListLimits()) -> PropertyListError? {
        do { _ = try parse(text, limits: limits) } catch let error as PropertyListError { return error } catch {
            Issue.record("unexpected error \(error)")
        }
        return nil
    }

    @Test func readsDictionariesArraysStringsAndDataWithComments() throws {
        let value = try parse("""
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1; /* a comment */
            \tlist = (a, "b c", /* inline */ "$(SRCROOT)/x.swift", );
            \tempty = ();
            \tnested = {isa = PBXBuildFile; settings = {ATTRIBUTES = (RemoveHeadersOnCopy, ); }; };
            \tbytes = <0fBd 77>;
            }
            """)
        let top = try #require(value.dictionary)
        #expect(top.entries.map(\.key) == ["archiveVersion", "list", "empty", "nested", "bytes"])
        #expect(top["archiveVersion"]?.string == "1")
        #expect(top["list"]?.array?.compactMap(\.string) == ["a", "b c", "$(SRCROOT)/x.swift"])
        #expect(top["empty"]?.array?.isEmpty == true)
        #expect(top["nested"]?.dictionary?["settings"]?.dictionary?["ATTRIBUTES"]?.array?.first?.string == "RemoveHeadersOnCopy")
        #expect(top["bytes"]?.kind == .data([0x0F, 0xBD, 0x77]))
    }

    @Test func unquotedTokensTakeXcodesCharacters() throws {
        let top = try #require(try parse("{ a = com.apple.product-type.app-extension; b = System/Library/x:y_z$; }").dictionary)
        #expect(top["a"]?.string == "com.apple.product-type.app-extension")
        #expect(top["b"]?.string == "System/Library/x:y_z$")
    }

    @Test func quotedStringsDecodeEscapes() throws {
        let top = try #require(try parse(#"{ a = "tab\there \"q\" back\\slash"; b = "\U00e9\101\n"; c = 'single'; d = "ü"; }"#).dictionary)
        #expect(top["a"]?.string == "tab\there \"q\" back\\slash")
        #expect(top["b"]?.string == "éA\n")
        #expect(top["c"]?.string == "single")
        #expect(top["d"]?.string == "ü")
    }

    @Test func valuesRememberLineAndColumn() throws {
        let top = try #require(try parse("{\n\tobjects = {\n\t\tID = {isa = PBXGroup; };\n\t};\n}").dictionary)
        let objects = try #require(top["objects"])
        #expect(objects.position == PropertyListPosition(line: 2, column: 12))
        #expect(objects.dictionary?["ID"]?.position == PropertyListPosition(line: 3, column: 8))
    }

    @Test func aRepeatedKeyKeepsItsLastValue() throws {
        let top = try #require(try parse("{ a = 1; b = 2; a = 3; }").dictionary)
        #expect(top.entries.map(\.key) == ["a", "b"])
        #expect(top["a"]?.string == "3")
    }

    @Test func aByteOrderMarkIsSkipped() throws {
        let value = try PropertyListParser.parse([0xEF, 0xBB, 0xBF] + Array("{a=b;}".utf8))
        #expect(value.dictionary?["a"]?.string == "b")
    }

    @Test func errorsNameFileLineAndColumn() {
        let cases: [(String, String, PropertyListPosition)] = [
            ("{ a = b }", "expected ; after the value of \"a\", found '}'", .init(line: 1, column: 9)),
            ("{\n  a b;\n}", "expected = after the key \"a\", found 'b'", .init(line: 2, column: 5)),
            ("{ a = \"open; }", "the string opened at 1:7 is not closed", .init(line: 1, column: 15)),
            ("( a, b", "the array opened at 1:1 is not closed with )", .init(line: 1, column: 7)),
            ("( a b )", "expected , or ) after an array item, found 'b'", .init(line: 1, column: 5)),
            ("{ a = <0f1>; }", "odd number of hex digits", .init(line: 1, column: 11)),
            ("{ a = <zz>; }", "expected a hex digit or > in data, found 'z'", .init(line: 1, column: 8)),
            ("/* never closed", "the comment opened at 1:1 is not closed with */", .init(line: 1, column: 15)),
            ("{} x", "unexpected 'x' after the property list's last value", .init(line: 1, column: 4)),
            ("  // only a comment\n", "the file is empty", .init(line: 2, column: 1)),
            ("{ = b; }", "expected a key or }, found '='", .init(line: 1, column: 3)),
            ("{ a = \"\\U\"; }", "\\U is not followed by hex digits", .init(line: 1, column: 10)),
        ]
        for (text, message, position) in cases {
            let error = failure(text)
            #expect(error?.message.contains(message) == true, "\(text): \(String(describing: error))")
            #expect(error?.position == position, "\(text): \(String(describing: error))")
            #expect(error?.description.hasPrefix("p.pbxproj:\(position.line):\(position.column): ") == true)
        }
    }

    @Test func limitsAreErrorsNamingThem() {
        let deep = String(repeating: "(", count: 100) + String(repeating: ")", count: 100)
        #expect(failure(deep)?.message.contains("nested more than 64") == true)
        #expect(failure("(a, b, c, d)", limits: PropertyListLimits(maximumValueCount: 3))?.message.contains("more than 3 values") == true)
        #expect(failure("{ a = b; }", limits: PropertyListLimits(maximumBytes: 4))?.message.contains("more than the limit of 4") == true)
    }

    /// Every prefix of a real-shaped file, and bytes flipped through it, end in a value or an error.
    @Test func truncatedAndCorruptedInputEndsInAnError() {
        let text = Array("""
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\tA /* x.swift */ = {isa = PBXFileReference; path = "x y.swift"; sourceTree = "<group>"; data = <0a0b>; };
            \t\tB = {isa = PBXGroup; children = (A, ); };
            \t};
            \trootObject = B;
            }
            """.utf8)
        for end in 0..<text.count {
            _ = try? PropertyListParser.parse(Array(text[..<end]))
        }
        var state: UInt32 = 12345
        for _ in 0..<2_000 {
            var bytes = text
            for _ in 0..<3 {
                state = state &* 1_103_515_245 &+ 12_345
                bytes[Int(state >> 8) % bytes.count] = UInt8(truncatingIfNeeded: state >> 20)
            }
            _ = try? PropertyListParser.parse(bytes)
        }
    }
}
