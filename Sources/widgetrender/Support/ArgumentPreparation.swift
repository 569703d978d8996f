// The command line before swift-argument-parser sees it:
//  - a negative number after a numeric option (`--jobs -1`, `--tolerance -1`, `--scale -3`) is joined to it
//    (`--jobs=-1`), so the option's own validation names the value ("--jobs must be between 1 and 256,
//    got -1") instead of the parser taking `-1` for an option and saying "Missing value";
//  - at most `maximumArgumentCount` arguments are accepted: swift-argument-parser's parsing costs grow
//    with the square of the number of arguments (measured: docs/limits.md "Command line"), so a hostile
//    command line of 50 000 repeated options would keep it busy for minutes. No real command line comes
//    near the limit.

/// Checks and normalises the arguments before parsing.
enum ArgumentPreparation {
    /// The most arguments a command line may have.
    static let maximumArgumentCount = 1000

    /// Options whose value is a number that may be written negative, and `--date` (a year before 1,
    /// `-0001-01-01T00:00:00Z`, gets the date's own range message).
    static let numericOptions: Set<String> = ["--jobs", "--tolerance", "--scale", "--date"]

    /// `arguments` with negative numbers joined to their options; throws a usage error over the limit.
    static func prepare(_ arguments: [String]) throws -> [String] {
        guard arguments.count <= maximumArgumentCount else {
            throw CLIFailure.usage("too many arguments (\(arguments.count)); the limit is \(maximumArgumentCount)")
        }
        var result: [String] = []
        result.reserveCapacity(arguments.count)
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" {
                result += arguments[index...]
                break
            }
            if numericOptions.contains(argument), index + 1 < arguments.count, isNegativeNumber(arguments[index + 1]) {
                result.append(argument + "=" + arguments[index + 1])
                index += 2
                continue
            }
            result.append(argument)
            index += 1
        }
        return result
    }

    /// `-1`, `-0.5`, `-.5`, `-inf`, `-nan`: a minus sign followed by something a number parser would read.
    static func isNegativeNumber(_ text: String) -> Bool {
        guard text.hasPrefix("-"), text.count > 1 else { return false }
        let rest = text.dropFirst()
        if let first = rest.first, first.isNumber || first == "." { return true }
        return ["inf", "infinity", "nan"].contains(rest.lowercased())
    }
}
