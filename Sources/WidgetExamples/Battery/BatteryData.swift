/// The sample data of the battery example: four devices, the phone on its charger, the earbuds low.
struct BatteryData: Sendable {
    /// One device's battery.
    struct Device: Sendable {
        var name: String
        var symbol: String
        /// Charge in percent.
        var level: Int
        var isCharging: Bool = false

        /// Charge, 0…1.
        var fraction: Double { Double(level) / 100 }
        /// At or below 20 %: shown in red.
        var isLow: Bool { level <= 20 }
    }

    var devices: [Device] = [
        Device(name: "iPhone", symbol: "iphone", level: 87, isCharging: true),
        Device(name: "Apple Watch", symbol: "applewatch", level: 34),
        Device(name: "AirPods Pro", symbol: "headphones", level: 18),
        Device(name: "MacBook Air", symbol: "laptopcomputer", level: 62),
    ]

    /// The sample the widget shows.
    static let sample = BatteryData()

    /// The phone: the first device.
    var phone: Device { devices[0] }
    /// The watch: the second device.
    var watch: Device { devices[1] }
}
