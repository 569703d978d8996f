import Graphics
import Views

extension DeviceCatalog {
    /// iPhone widget sizes on iOS 26, in points, per device identifier: FrameUp's device probe
    /// (`WidgetFrame+all.swift`), pixels ÷ scale [R] (WIDGETKIT.md §2.2). Each row: small side, medium
    /// width, large height, circular side, rectangular width (rectangular height = circular side), inline
    /// width (inline height 36).
    ///
    /// Screens without a probed row (414×736, 360×780, 320×568) keep their HIG sizes [C]; iPads did not
    /// change in iOS 26 [R] (§2.2), nor do watches.
    static let ios26PhoneSizes: [(identifier: String, small: Double, medium: Double, large: Double,
                                  circular: Double, rectangular: Double, inline: Double)] = [
        ("iphone-430x932", 174.67, 372, 388, 60, 158, 370),
        ("iphone-428x926", 174.33, 371.67, 387, 60, 156, 364),
        ("iphone-414x896", 171.33, 362.67, 378, 63.67, 156.67, 358),
        ("iphone-414x896@2x", 166.5, 356, 371.5, 60, 154, 358),
        ("iphone-393x852", 162.67, 344.67, 360, 58, 147.67, 341),
        ("iphone-390x844", 162, 342, 358, 58, 146, 336),
        ("iphone-375x812", 159, 333.67, 349, 58, 143, 327),
        ("iphone-375x667", 146, 319, 318, 56, 141, 323),
    ]

    /// [R] The height of an iOS 26 accessoryInline slot in points (§2.2: 36 on every probed iPhone).
    static let ios26InlineHeight: Double = 36
}

extension WidgetDevice {
    /// This device as `profile` lays widgets out: on iOS 26 an iPhone with a probed row takes the sizes of
    /// ``DeviceCatalog`` §2.2; everything else is unchanged.
    ///
    /// ```swift
    /// DeviceCatalog.defaultPhone.profiled(for: .ios26).size(of: .systemSmall)   // 174.67×174.67
    /// ```
    public func profiled(for profile: OSProfile) -> WidgetDevice {
        guard profile == .ios26, idiom == .phone,
              let row = DeviceCatalog.ios26PhoneSizes.first(where: { $0.identifier == identifier }) else { return self }
        var device = self
        device.familySizes = familySizes.map { entry in
            var entry = entry
            switch entry.family {
            case .systemSmall: entry.size = Size(row.small, row.small)
            case .systemMedium: entry.size = Size(row.medium, row.small)
            case .systemLarge: entry.size = Size(row.medium, row.large)
            case .accessoryCircular: entry.size = Size(row.circular, row.circular)
            case .accessoryRectangular: entry.size = Size(row.rectangular, row.circular)
            case .accessoryInline: entry.size = Size(row.inline, DeviceCatalog.ios26InlineHeight)
            case .systemExtraLarge, .accessoryCorner: break
            }
            return entry
        }
        return device
    }
}
