import PlatformConditions
import PlatformConditionsSyntax
import Testing

/// `#if os(…)` conditions rewritten as a device evaluates them: every form of condition, every place an `#if`
/// can stand, and every byte that is not an atom left where it was.
struct PlatformConditionRewriteTests {
    /// The rewrite of `source` for `platform`, checked to keep the text's length and line breaks.
    func rewrite(_ source: String, _ platform: DevicePlatform = .iOS) -> PlatformConditionRewrite {
        let result = PlatformConditionRewrite(source, for: platform)
        #expect(result.text.utf8.count == source.utf8.count)
        #expect(result.text.split(separator: "\n", omittingEmptySubsequences: false).map(\.utf8.count)
                == source.split(separator: "\n", omittingEmptySubsequences: false).map(\.utf8.count))
        return result
    }

    @Test func iOSConditionIsTrueOnIPhone() {
        let source = "#if os(iOS)\nlet a = 1\n#else\nlet a = 2\n#endif\n"
        #expect(rewrite(source).text == "#if true   \nlet a = 1\n#else\nlet a = 2\n#endif\n")
        #expect(rewrite(source, .watchOS).text == "#if false  \nlet a = 1\n#else\nlet a = 2\n#endif\n")
    }

    /// `word` padded with spaces to the length of `atom`.
    func padded(_ word: String, _ atom: String) -> String {
        word + String(repeating: " ", count: atom.count - word.count)
    }

    @Test func eachPlatformAnswersItsOwnName() {
        let source = "#if os(iOS) || os(macOS)\n#elseif !os(watchOS)\n#elseif os(Linux) || os(visionOS) || os(OSX)\n#endif\n"
        func expected(_ iOS: String, _ macOS: String, _ watchOS: String, _ osx: String) -> String {
            "#if \(padded(iOS, "os(iOS)")) || \(padded(macOS, "os(macOS)"))\n#elseif !\(padded(watchOS, "os(watchOS)"))\n"
                + "#elseif \(padded("false", "os(Linux)")) || \(padded("false", "os(visionOS)")) || \(padded(osx, "os(OSX)"))\n#endif\n"
        }
        #expect(rewrite(source, .iOS).text == expected("true", "false", "false", "false"))
        #expect(rewrite(source, .watchOS).text == expected("false", "false", "true", "false"))
        #expect(rewrite(source, .macOS).text == expected("false", "true", "false", "true"))
    }

    @Test func otherConditionsAreLeftToTheCompiler() {
        let source = "#if os(iOS) && DEBUG && canImport(UIKit) && !targetEnvironment(simulator) && arch(arm64) && swift(>=5.9)\n#endif\n"
        #expect(rewrite(source).text
                == "#if true    && DEBUG && canImport(UIKit) && !targetEnvironment(simulator) && arch(arm64) && swift(>=5.9)\n#endif\n")
    }

    @Test func nestedAndParenthesizedConditions() {
        let source = """
            struct V {
                #if (os(iOS))
                var a: Int {
                    #if os(watchOS)
                    1
                    #elseif os( iOS )
                    2
                    #endif
                }
                #endif
            }

            """
        let result = rewrite(source)
        #expect(result.text.contains("#if (true   )"))
        #expect(result.text.contains("#if false      \n"))
        #expect(result.text.contains("#elseif true     "))
        #expect(result.atoms.map(\.line) == [2, 4, 6])
        #expect(result.atoms.map(\.name) == ["iOS", "watchOS", "iOS"])
        #expect(result.atoms.map(\.value) == [true, false, true])
    }

    @Test func postfixMemberChainConditions() {
        let source = """
            let v = Text("a")
                #if os(iOS)
                .bold()
                #elseif os(macOS)
                .italic()
                #endif

            """
        let result = rewrite(source)
        #expect(result.text.contains("    #if true   \n"))
        #expect(result.text.contains("    #elseif false    \n"))
    }

    @Test func switchCaseAndStatementConditions() {
        let source = """
            func f(_ x: Int) {
                switch x {
                #if os(iOS)
                case 1: break
                #endif
                default: break
                }
                #if !os(iOS)
                print(x)
                #endif
            }

            """
        let result = rewrite(source)
        #expect(result.atoms.count == 2)
        #expect(result.text.contains("    #if !true   \n"))
    }

    @Test func osOutsideConditionsIsLeftAsItIs() {
        let source = "#if DEBUG\nlet a = os(iOS)\n#endif\nlet s = \"#if os(iOS)\" // #if os(iOS)\nfunc photos(_ x: Int) {}\n"
        let result = rewrite(source)
        #expect(result.text == source)
        #expect(result.atoms.isEmpty)
    }

    @Test func fileWithoutOSIsByteIdentical() {
        let source = "import SwiftUI\n\n#if DEBUG\nlet é = \"🙂\"\n#endif\n"
        #expect(PlatformConditionRewrite(source, for: .iOS).text == source)
        #expect(!DevicePlatform.mayHaveOSCondition(source))
    }

    @Test func nonASCIITextAroundAtomsKeepsItsBytes() {
        let source = "let é = \"🙂\"\n#if os(iOS) // 🙂 comment\nlet a = \"ü\"\n#endif\n"
        #expect(rewrite(source).text == "let é = \"🙂\"\n#if true    // 🙂 comment\nlet a = \"ü\"\n#endif\n")
    }

    @Test func lineBreakInsideAnAtomStays() {
        let source = "#if os(\n  iOS)\n#endif\n"
        let result = rewrite(source)
        #expect(result.text == "#if    \ntrue  \n#endif\n")
    }

    @Test func headerNamesTheOriginalFile() {
        #expect(PlatformConditionRewrite.header(presumedPath: "/a/b \"c\".swift")
                == "#sourceLocation(file: \"/a/b \\\"c\\\".swift\", line: 1)\n")
    }

    @Test func summaryNamesEveryPlatform() {
        #expect(DevicePlatform.iOS.summary == "os(iOS) true, os(watchOS)/os(macOS) false")
        #expect(DevicePlatform.watchOS.summary == "os(watchOS) true, os(iOS)/os(macOS) false")
    }

    @Test func quickScanNeedsAnIfAndAnOSCall() {
        #expect(DevicePlatform.mayHaveOSCondition("#if os(iOS)\n#endif"))
        #expect(DevicePlatform.mayHaveOSCondition("#if DEBUG ||\n  !os(watchOS)\n#endif"))
        #expect(!DevicePlatform.mayHaveOSCondition("#if DEBUG\nphotos(1)\n#endif"))
        #expect(!DevicePlatform.mayHaveOSCondition("os(iOS)"))
    }
}
