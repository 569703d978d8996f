/// Temperatures as the app shows them.
public enum TemperatureText {
    /// `21` → `"21°"`.
    public static func degrees(_ celsius: Int) -> String { "\(celsius)°" }
}
