import Views

/// One day of the list: name, symbol (with the chance of rain), low, a range bar over the week's
/// span, high. Today's bar marks the current temperature with a dot.
struct WeatherDayRow: View {
    var day: WeatherData.Day
    var weekLow: Int
    var weekHigh: Int
    var current: Int?

    /// The range bar's width in points.
    static let barWidth = 120.0

    var body: some View {
        HStack(spacing: 8) {
            Text(day.name)
                .font(.subheadline.weight(.semibold))
                .frame(width: 50, alignment: .leading)
            VStack(spacing: 0) {
                Image(systemName: day.symbol)
                    .symbolRenderingMode(.multicolor)
                    .font(.subheadline)
                if day.rainChance >= 30 {
                    Text("\(day.rainChance)%")
                        .font(.system(size: 9, weight: .bold))
                        .foregroundStyle(Color(red: 0.55, green: 0.85, blue: 1))
                }
            }
            .frame(width: 30, height: 26)
            Spacer(minLength: 0)
            Text("\(day.low)°")
                .font(.subheadline.weight(.semibold))
                .foregroundStyle(WeatherWidget.secondary)
                .frame(width: 32, alignment: .trailing)
            rangeBar
            Text("\(day.high)°")
                .font(.subheadline.weight(.semibold))
                .frame(width: 32, alignment: .trailing)
        }
    }

    /// The day's span as a warm capsule on a faint track, placed within the week's span.
    private var rangeBar: some View {
        let span = Double(max(1, weekHigh - weekLow))
        let start = Self.barWidth * Double(day.low - weekLow) / span
        let width = max(4, Self.barWidth * Double(day.high - day.low) / span)
        return ZStack(alignment: .leading) {
            Capsule()
                .fill(Color.white.opacity(0.25))
            Capsule()
                .fill(LinearGradient(colors: [Color(red: 0.55, green: 0.85, blue: 0.55), .yellow, .orange],
                                     startPoint: .leading, endPoint: .trailing))
                .frame(width: width)
                .padding(.leading, start)
            if let current {
                Circle()
                    .fill(.white)
                    .overlay(Circle().stroke(Color(red: 0.16, green: 0.46, blue: 0.84), lineWidth: 1.5))
                    .frame(width: 6, height: 6)
                    .padding(.leading, Self.barWidth * Double(current - weekLow) / span - 3)
            }
        }
        .frame(width: Self.barWidth, height: 5)
    }
}
