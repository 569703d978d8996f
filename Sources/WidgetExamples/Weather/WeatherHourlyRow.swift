import Views

/// Six hours side by side: time, symbol, temperature.
struct WeatherHourlyRow: View {
    var hours: [WeatherData.Hour]

    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<hours.count, id: \.self) { index in
                VStack(spacing: 5) {
                    Text(hours[index].time)
                        .font(.caption2.weight(.semibold))
                        .foregroundStyle(WeatherWidget.secondary)
                    Image(systemName: hours[index].symbol)
                        .symbolRenderingMode(.multicolor)
                        .font(.subheadline)
                        .frame(height: 18)
                    Text("\(hours[index].temperature)°")
                        .font(.subheadline.weight(.semibold))
                }
                .frame(maxWidth: .infinity)
            }
        }
    }
}
