import JSON

/// The numbers a field accepts: a range, optionally whole numbers only, with the phrase used in
/// errors. Ranges are the format's limits (docs/widget-document.md, "Limits"): wide enough for every
/// real widget, small enough that no number can make layout or drawing blow up.
struct NumberRule: Sendable {
    /// What the number is, for messages: "a length in points".
    var what: String
    /// The smallest accepted value.
    var minimum: Double
    /// The largest accepted value.
    var maximum: Double
    /// True when the minimum itself is excluded (sizes of fonts, ratios).
    var excludesMinimum = false
    /// True for whole numbers only (line limits).
    var isInteger = false

    /// The largest length in points anywhere in a document.
    static let maximumLength: Double = 10_000

    /// A size: 0…10 000 points.
    static let length = NumberRule(what: "a length in points", minimum: 0, maximum: maximumLength)
    /// An offset, a padding or a spacing: −10 000…10 000 points.
    static let signedLength = NumberRule(what: "a length in points", minimum: -maximumLength, maximum: maximumLength)
    /// A fraction: 0…1.
    static let unit = NumberRule(what: "a fraction from 0 to 1", minimum: 0, maximum: 1)
    /// An opacity: 0…1.
    static let opacity = NumberRule(what: "an opacity from 0 to 1", minimum: 0, maximum: 1)
    /// A colour component: 0…1.
    static let component = NumberRule(what: "a colour component from 0 to 1", minimum: 0, maximum: 1)
    /// A font size: more than 0, at most 4096 points (Typography's limit).
    static let fontSize = NumberRule(what: "a font size in points", minimum: 0, maximum: 4096, excludesMinimum: true)
    /// An angle in degrees: ±36 000.
    static let degrees = NumberRule(what: "an angle in degrees", minimum: -36_000, maximum: 36_000)
    /// An angle in radians: ±200π.
    static let radians = NumberRule(what: "an angle in radians", minimum: -200 * .pi, maximum: 200 * .pi)
    /// A scale factor: ±1000.
    static let scale = NumberRule(what: "a scale factor", minimum: -1000, maximum: 1000)
    /// A blur or shadow radius: 0…100 points (blur cost grows with the radius).
    static let radius = NumberRule(what: "a radius in points", minimum: 0, maximum: 100)
    /// A colour-filter amount: ±100.
    static let amount = NumberRule(what: "an amount", minimum: -100, maximum: 100)
    /// A layout priority: ±1 000 000.
    static let priority = NumberRule(what: "a layout priority", minimum: -1_000_000, maximum: 1_000_000)
    /// A line count: 1…1000, whole.
    static let lineCount = NumberRule(what: "a number of lines", minimum: 1, maximum: 1000, isInteger: true)
    /// An aspect ratio: 1/10 000 to 10 000 (the layout's range, AspectRatioLayout.ratioRange).
    static let ratio = NumberRule(what: "a width ÷ height ratio", minimum: 0.0001, maximum: 10_000)
    /// A data value (gauges, progress): ±1e15.
    static let value = NumberRule(what: "a value", minimum: -1e15, maximum: 1e15)

    /// `value` when it obeys the rule; otherwise an error naming the rule.
    func check(_ number: JSONNumber, at node: Node) throws(DocumentError) -> Double {
        let value = number.value
        if isInteger, value.rounded() != value {
            throw node.fail("\(number.literal) is not a whole number; \(what) is a whole number")
        }
        if value < minimum || (excludesMinimum && value == minimum) {
            if minimum == 0 {
                let bound = excludesMinimum ? "more than 0" : "0 or more"
                throw node.fail("\(number.literal) is \(value < 0 ? "negative" : "too small"); \(what) must be \(bound)")
            }
            throw node.fail("\(number.literal) is too small; \(what) must be at least \(Self.format(minimum))")
        }
        if value > maximum {
            throw node.fail("\(number.literal) is too large; \(what) must be at most \(Self.format(maximum))", kind: .limit)
        }
        return value
    }

    /// A bound as people write it: `10000`, `0.5`, `628.3`.
    static func format(_ value: Double) -> String {
        if value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
        if abs(value) < 0.1 { return "\(value)" }  // 0.0001, not 0.0
        let rounded = (value * 10).rounded() / 10
        return "\(rounded)"
    }
}
