import Views

/// City and temperature on the left; symbol, conditions, high and low on the right.
struct WeatherSummaryRow: View {
    var data: WeatherData

    var body: some View {
        HStack(alignment: .top) {
            WeatherHeader(data: data, temperatureSize: 40)
            Spacer(minLength: 0)
            VStack(alignment: .trailing, spacing: 1) {
                Image(systemName: data.symbol)
                    .symbolRenderingMode(.multicolor)
                    .font(.body)
                    .padding(.bottom, 3)
                Text(data.condition)
                    .font(.caption.weight(.semibold))
                Text("H:\(data.high)° L:\(data.low)°")
                    .font(.caption.weight(.semibold))
            }
            .padding(.top, 2)
        }
    }
}
