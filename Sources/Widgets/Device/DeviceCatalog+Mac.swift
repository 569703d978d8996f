import Graphics

extension DeviceCatalog {
    /// The Mac: system widgets on the desktop and in Notification Center (macOS 14+).
    ///
    /// Apple's HIG has no macOS size table (its Specifications list iOS, iPadOS, visionOS and watchOS only), so
    /// every number here is our choice [C] (WIDGETKIT.md §2.2: "use the 430×932 iPhone row"): systemSmall 170×170,
    /// systemMedium 364×170, systemLarge 364×382 (the 430×932 iPhone's HIG row), and systemExtraLarge two mediums
    /// side by side with the gap between two smalls, (2 × 364 + 24) × 382 = 752×382. Notification Center shows the
    /// same sizes as the desktop [C]. Scale @2x (Retina; macOS has @1x and @2x [D], §2.3); screen 1512×982 pt, the
    /// 14-inch MacBook Pro's default [C], used only for a desktop's proportions.
    public static let macs: [WidgetDevice] = [
        WidgetDevice(identifier: "mac", name: "Mac desktop @2x", idiom: .mac, screenSize: Size(1512, 982), scale: 2,
                     familySizes: [
                        .init(family: .systemSmall, size: Size(170, 170)),
                        .init(family: .systemMedium, size: Size(364, 170)),
                        .init(family: .systemLarge, size: Size(364, 382)),
                        .init(family: .systemExtraLarge, size: Size(macExtraLargeWidth, 382)),
                     ], displaySizes: []),
    ]

    /// [C] The Mac's systemExtraLarge width in points: two systemMedium widths and the 24 pt gap between the two
    /// systemSmall widgets a medium spans (364 − 2 × 170).
    public static let macExtraLargeWidth: Double = 2 * 364 + 24

    /// The Mac (`mac`): the device of `--context macDesktop` and `notificationCenter` when none is named.
    public static var defaultMac: WidgetDevice { macs[0] }
}
