// `--junit FILE`: a command's results as JUnit XML, the report format CI systems show natively (Jenkins, GitLab,
// GitHub Actions' test reporters). The shape is the common subset of the Ant / Jenkins `junit-10.xsd` schema:
//   <testsuites name tests failures errors skipped time>
//     <testsuite name tests failures errors skipped time>
//       <testcase name classname time> [<failure message type>detail</failure> | <skipped message/>] </testcase>
// One test case per render or comparison; a failure names the render's error or the diff image's path. Times
// are written as 0 (no clock in any output: two runs write the same bytes). Text is escaped for XML 1.0, and
// characters XML cannot hold (control characters) become U+FFFD.

/// A JUnit XML report: one suite of test cases.
struct JUnitReport {
    /// One test case.
    struct TestCase {
        /// The case's name (`Small · entry 1 · vibrant dark`).
        var name: String
        /// Its class: what it belongs to (the preview's source line, the widget).
        var className: String
        /// Why it failed (nil: it passed), and more detail (the diff image's path).
        var failure: (message: String, detail: String)?
        /// Why it was skipped (nil: it ran).
        var skipped: String?
    }

    /// The suite's name (`widgetrender previews HabitWidgetExtension`).
    var name: String
    /// The cases, in the command's order.
    var cases: [TestCase]

    /// The XML document.
    func xml() -> String {
        let failures = cases.filter { $0.failure != nil }.count
        let skipped = cases.filter { $0.skipped != nil && $0.failure == nil }.count
        let counts = "tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"\(skipped)\" time=\"0\""
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"\(Self.escape(name))\" \(counts)>\n"
        xml += "  <testsuite name=\"\(Self.escape(name))\" \(counts)>\n"
        for test in cases {
            xml += "    <testcase name=\"\(Self.escape(test.name))\" classname=\"\(Self.escape(test.className))\" time=\"0\""
            if let failure = test.failure {
                xml += ">\n      <failure message=\"\(Self.escape(failure.message))\" type=\"failure\">"
                    + "\(Self.escape(failure.detail))</failure>\n    </testcase>\n"
            } else if let skipped = test.skipped {
                xml += ">\n      <skipped message=\"\(Self.escape(skipped))\"/>\n    </testcase>\n"
            } else {
                xml += "/>\n"
            }
        }
        xml += "  </testsuite>\n</testsuites>\n"
        return xml
    }

    /// Writes the report to `path` (checked and written as every output file is).
    func write(to path: String, inputs: [String] = []) throws {
        try CLIOutput.write(text: xml(), to: path, inputs: inputs)
    }

    /// Text made safe for XML attribute values and content.
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n": out += "&#10;"
            case "\t": out += "&#9;"
            case "\r": out += "&#13;"
            default:
                // XML 1.0's Char: no other C0 control, no U+FFFE/U+FFFF (surrogates never reach a Swift scalar).
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    out.unicodeScalars.append("\u{FFFD}")
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
