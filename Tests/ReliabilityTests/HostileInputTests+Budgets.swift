import Foundation
import Testing

/// Whole commands that would run away, outputs a gallery cannot write, and impossible dates: each refused
/// before anything is written, with its exit status and message.
extension HostileInputTests {
    /// All twelve Dynamic Type sizes.
    static let allSizes = "xSmall,small,medium,large,xLarge,xxLarge,xxxLarge,AX1,AX2,AX3,AX4,AX5"
    /// Sixteen locales.
    static let sixteenLocales = "en_US,ar_EG,ja_JP,de_DE,fr_FR,es_ES,it_IT,pt_BR,ru_RU,zh_CN,ko_KR,he_IL,hi_IN,tr_TR,nl_NL,sv_SE"

    /// A four-family document of `views` texts, each with `paddings` padding modifiers (about 41 layout
    /// nodes per view with 40).
    static func bigDocument(views: Int, paddings: Int) -> String {
        let modifiers = repeated(#"{"padding": 1}"#, paddings)
        return #"{"name": "big", "families": ["systemSmall", "systemMedium", "systemLarge", "systemExtraLarge"], "#
            + #""body": {"VStack": ["# + repeated(#"{"Text": "x", "modifiers": ["# + modifiers + "]}", views) + "]}}"
    }

    static let commandBudgetCases: [HostileCase] = [
        .command("gallery of every context, size and locale (thousands of renders)",
                 ["gallery", "--contexts", "all", "--dynamic-type-sizes", allSizes, "--locales", sixteenLocales,
                  "-o", "out"], status: 65,
                 expecting: " × 12 Dynamic Type sizes × 16 locales, + "),
        .command("gallery over the render limit names the options that render fewer",
                 ["gallery", "--dynamic-type-sizes", allSizes, "--locales", sixteenLocales, "-o", "out"], status: 65,
                 expecting: "is over the limit of 1000 renders per command; render fewer with --families, --modes, "
                     + "--schemes, --dynamic-type-sizes, --locales, --contexts"),
        .command("gallery over the layout budget", ["gallery", "big.json", "--dynamic-type-sizes", "large,AX5",
                                                     "--locales", "en_US,de_DE", "-o", "out"], status: 65,
                 expecting: "big.json: a gallery of 88 renders of ",
                 setup: { try $0.write("big.json", bigDocument(views: 1000, paddings: 40)) }),
        .command("gallery --check counts the check's renders too",
                 ["gallery", "big.json", "--check", "-o", "out"], status: 65,
                 expecting: "and its check of 22 renders (3 passes each) of ",
                 setup: { try $0.write("big.json", bigDocument(views: 1000, paddings: 40)) }),
        .command("check over the layout budget", ["check", "big.json"], status: 65,
                 expecting: "big.json: a check of 22 renders (3 passes each) of ",
                 setup: { try $0.write("big.json", bigDocument(views: 1000, paddings: 40)) }),
        .command("check with --overlay over the layout budget creates no folder",
                 ["check", "big.json", "--overlay", "overlays"], status: 65, expecting: "over the check budget of 2000000",
                 setup: { try $0.write("big.json", bigDocument(views: 1000, paddings: 40)) }),
        .command("gallery whose index.html is a folder", ["gallery", "widget.json", "-o", "out"], status: 64,
                 expecting: "--output: out/index.html is a folder, not a regular file",
                 setup: files { try FileManager.default.createDirectory(atPath: $0.file("out/index.html"),
                                                                        withIntermediateDirectories: true) }),
        .command("gallery whose contact sheet is a FIFO", ["gallery", "widget.json", "-o", "out"], status: 64,
                 expecting: "--output: out/contact-sheet.png is a FIFO (named pipe), not a regular file",
                 setup: files { scratch in
                     try FileManager.default.createDirectory(atPath: scratch.file("out"), withIntermediateDirectories: true)
                     try fifo(scratch, "out/contact-sheet.png")
                 }),
        .command("gallery whose dark full-colour PNG is a folder", ["gallery", "widget.json", "-o", "out"], status: 64,
                 expecting: "--output: out/systemSmall-fullColor-dark.png is a folder, not a regular file",
                 setup: files { try FileManager.default.createDirectory(
                     atPath: $0.file("out/systemSmall-fullColor-dark.png"), withIntermediateDirectories: true) }),
        .command("gallery writing over its own document", ["gallery", "out/systemSmall-fullColor.png", "-o", "out"],
                 status: 64, expecting: "--output: out/systemSmall-fullColor.png is an input of this command",
                 setup: { try $0.write("out/systemSmall-fullColor.png", widget(#"{"Text": "a"}"#)) }),
        .command("gallery into a file", ["gallery", "widget.json", "-o", "widget.json"], status: 64,
                 expecting: "widget.json: exists and is not a folder", setup: standardFiles),
    ]

    static let dateCases: [HostileCase] = [
        .command("--date of 30 February", ["render", "widget.json", "-o", "out.png", "--date", "2024-02-30T09:41:00Z"],
                 status: 64, expecting: #"--date "2024-02-30T09:41:00Z": day 30 is not in February 2024, which has 29 days"#,
                 setup: standardFiles),
        .command("--date of 29 February in a common year", ["render", "widget.json", "-o", "out.png", "--date",
                                                             "2100-02-29T00:00:00Z"], status: 64,
                 expecting: "day 29 is not in February 2100, which has 28 days", setup: standardFiles),
        .command("--date at 25:61:61", ["render", "widget.json", "-o", "out.png", "--date", "2024-06-05T25:61:61Z"],
                 status: 64, expecting: #"--date "2024-06-05T25:61:61Z": hour 25 is out of range (0–23)"#,
                 setup: standardFiles),
        .command("--date at minute 61", ["render", "widget.json", "-o", "out.png", "--date", "2024-06-05T09:61:00Z"],
                 status: 64, expecting: "minute 61 is out of range (0–59)", setup: standardFiles),
        .command("--date at second 61", ["render", "widget.json", "-o", "out.png", "--date", "2024-06-05T09:41:61Z"],
                 status: 64, expecting: "second 61 is out of range (0–59)", setup: standardFiles),
        .command("--date in month 13", ["gallery", "widget.json", "-o", "out", "--date", "2024-13-05T09:41:00Z"],
                 status: 64, expecting: "month 13 is out of range (1–12)", setup: standardFiles),
        .command("--date before year 1", ["render", "widget.json", "-o", "out.png", "--date", "-0001-06-05T09:41:00Z"],
                 status: 64, expecting: #"--date "-0001-06-05T09:41:00Z": the year -1 is out of range; dates from year 1 "#
                     + "to 9999 are allowed", setup: standardFiles),
        .command("--date in year 10000", ["render", "widget.json", "-o", "out.png", "--date", "10000-01-01T00:00:00Z"],
                 status: 64, expecting: "the year 10000 is out of range; dates from year 1 to 9999 are allowed",
                 setup: standardFiles),
        .command("--date in year 0", ["layout", "widget.json", "--date", "0000-01-01T00:00:00Z"], status: 64,
                 expecting: "the year 0 is out of range", setup: standardFiles),
        .document("document date of 30 February",
                  #"{"name": "d", "date": "2024-02-30T09:41:00Z", "body": {"Text": "a"}}"#,
                  expecting: #"date: "2024-02-30T09:41:00Z": day 30 is not in February 2024, which has 29 days"#),
        .document("document date at 25:61:61", #"{"name": "d", "date": "2024-06-05T25:61:61Z", "body": {"Text": "a"}}"#,
                  expecting: #"date: "2024-06-05T25:61:61Z": hour 25 is out of range (0–23)"#),
        .document("document text date in year 0",
                  widget(#"{"Text": {"date": "0000-06-05T09:41:00Z", "style": "time"}}"#),
                  expecting: "body.Text.date: \"0000-06-05T09:41:00Z\": the year 0 is out of range; dates from year 1 to 9999"),
        .document("document date with an offset hour of 24",
                  #"{"name": "d", "date": "2024-06-05T09:41:00+24:00", "body": {"Text": "a"}}"#,
                  expecting: "offset hour 24 is out of range (0–23)"),
    ]
}
