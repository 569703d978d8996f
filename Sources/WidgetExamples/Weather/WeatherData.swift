/// The sample data of the weather example: a June morning in Cupertino.
struct WeatherData: Sendable {
    /// One hour of the hourly forecast.
    struct Hour: Sendable {
        var time: String
        var symbol: String
        var temperature: Int
    }

    /// One day of the daily forecast.
    struct Day: Sendable {
        var name: String
        var symbol: String
        var low: Int
        var high: Int
        /// Chance of rain in percent, shown under the symbol when it matters (≥ 30).
        var rainChance: Int = 0
    }

    var city = "Cupertino"
    var temperature = 72
    var condition = "Mostly Sunny"
    var symbol = "sun.max.fill"
    var high = 78
    var low = 58
    var hours: [Hour] = [
        Hour(time: "Now", symbol: "sun.max.fill", temperature: 72),
        Hour(time: "11AM", symbol: "sun.max.fill", temperature: 74),
        Hour(time: "12PM", symbol: "sun.max.fill", temperature: 76),
        Hour(time: "1PM", symbol: "cloud.sun.fill", temperature: 77),
        Hour(time: "2PM", symbol: "cloud.sun.fill", temperature: 78),
        Hour(time: "3PM", symbol: "cloud.sun.fill", temperature: 77),
    ]
    var days: [Day] = [
        Day(name: "Today", symbol: "sun.max.fill", low: 58, high: 78),
        Day(name: "Mon", symbol: "cloud.sun.fill", low: 57, high: 75),
        Day(name: "Tue", symbol: "cloud.rain.fill", low: 55, high: 68, rainChance: 60),
        Day(name: "Wed", symbol: "cloud.bolt.fill", low: 54, high: 66, rainChance: 40),
        Day(name: "Thu", symbol: "cloud.sun.fill", low: 56, high: 72),
        Day(name: "Fri", symbol: "sun.max.fill", low: 59, high: 80),
    ]

    /// The sample the widget shows.
    static let sample = WeatherData()

    /// The coldest low and warmest high of the daily list: the span of its range bars.
    var weekLow: Int { days.map(\.low).min() ?? low }
    var weekHigh: Int { days.map(\.high).max() ?? high }
}
