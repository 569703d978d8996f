/// Formats a number for stable text dumps: integers without a fraction, others with up to 3 decimals,
/// trailing zeros dropped. Never depends on locale.
public func formatNumber(_ value: Double) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value > 0 ? "inf" : "-inf" }
    let scaled = (value * 1000).rounded()
    if scaled == 0 { return "0" }
    let negative = scaled < 0
    let magnitude = abs(scaled)
    guard magnitude < 9.0e15 else { return String(value) }
    let whole = Int64(magnitude) / 1000
    var fraction = Int64(magnitude) % 1000
    var text = (negative ? "-" : "") + String(whole)
    if fraction != 0 {
        var digits = 3
        while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
        let f = String(fraction)
        text += "." + String(repeating: "0", count: digits - f.count) + f
    }
    return text
}
