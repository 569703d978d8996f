import Views
import Widgets

/// The weather example (`--example weather`): Cupertino on a sunny morning.
///
/// The Home Screen widgets sit on a sky gradient (the container background, which the system
/// removes in accented and vibrant modes) with white text and multicolour symbols: the small
/// widget shows the big temperature and the day's high and low, medium adds the hourly row, large
/// the six-day list with range bars. The Lock Screen gets a temperature gauge between the day's
/// low and high, the city with the conditions, and one line of text.
struct WeatherWidget: View {
    /// What the widget shows.
    var data = WeatherData.sample

    @Environment(\.widgetFamily) private var family

    var body: some View {
        content
            .foregroundStyle(.white)
            .containerBackground(Self.sky, for: .widget)
    }

    @ViewBuilder private var content: some View {
        switch family {
        case .accessoryInline: inline
        case .accessoryCircular: circular
        case .accessoryRectangular: rectangular
        case .systemMedium: medium
        case .systemLarge: large
        default: small
        }
    }

    /// A clear-day sky, deeper at the top.
    static let sky = LinearGradient(colors: [Color(red: 0.16, green: 0.46, blue: 0.84),
                                             Color(red: 0.38, green: 0.66, blue: 0.93)],
                                    startPoint: .top, endPoint: .bottom)

    /// Secondary text on the sky.
    static let secondary = Color.white.opacity(0.75)

    /// One line above the clock.
    var inline: some View {
        Label("\(data.temperature)° \(data.condition)", systemImage: data.symbol)
    }

    /// The temperature between today's low and high.
    var circular: some View {
        Gauge(value: Double(data.temperature), in: Double(data.low)...Double(data.high)) {
            Image(systemName: data.symbol)
        } currentValueLabel: {
            Text("\(data.temperature)°")
        } minimumValueLabel: {
            Text("\(data.low)")
        } maximumValueLabel: {
            Text("\(data.high)")
        }
        .gaugeStyle(.accessoryCircular)
    }

    /// City, conditions, high and low.
    var rectangular: some View {
        VStack(alignment: .leading, spacing: 1) {
            HStack(spacing: 4) {
                Image(systemName: data.symbol)
                Text(data.city)
            }
            .font(.headline)
            .widgetAccentable()
            Text("\(data.temperature)° \(data.condition)")
            Text("H:\(data.high)° L:\(data.low)°")
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }

    /// City and big temperature; the symbol, conditions, high and low at the bottom.
    var small: some View {
        VStack(alignment: .leading, spacing: 0) {
            WeatherHeader(data: data, temperatureSize: 46)
            Spacer(minLength: 0)
            Image(systemName: data.symbol)
                .symbolRenderingMode(.multicolor)
                .font(.body)
                .padding(.bottom, 2)
            Text(data.condition)
                .font(.caption.weight(.semibold))
            Text("H:\(data.high)° L:\(data.low)°")
                .font(.caption.weight(.semibold))
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }

    /// The current conditions over the hourly row.
    var medium: some View {
        VStack(spacing: 0) {
            WeatherSummaryRow(data: data)
            Spacer(minLength: 0)
            WeatherHourlyRow(hours: data.hours)
        }
    }

    /// The current conditions, the hourly row, and the six days with range bars.
    var large: some View {
        VStack(spacing: 10) {
            WeatherSummaryRow(data: data)
            WeatherHourlyRow(hours: data.hours)
            Rectangle()
                .fill(Color.white.opacity(0.3))
                .frame(height: 0.5)
            VStack(spacing: 6) {
                ForEach(0..<data.days.count, id: \.self) { index in
                    WeatherDayRow(day: data.days[index], weekLow: data.weekLow, weekHigh: data.weekHigh,
                                  current: index == 0 ? data.temperature : nil)
                }
            }
            Spacer(minLength: 0)
        }
    }
}
