import Views

/// The city with the location arrow over the big temperature.
struct WeatherHeader: View {
    var data: WeatherData
    var temperatureSize: Double

    var body: some View {
        VStack(alignment: .leading, spacing: -2) {
            HStack(spacing: 3) {
                Text(data.city)
                    .font(.subheadline.weight(.semibold))
                Image(systemName: "location.fill")
                    .font(.system(size: 9))
            }
            Text("\(data.temperature)°")
                .font(.system(size: temperatureSize, weight: .light))
        }
    }
}
