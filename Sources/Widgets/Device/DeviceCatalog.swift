import Graphics

/// Every device row of the HIG widget tables (WIDGETKIT.md §2.1, [D]) with its scale (§2.3), and the
/// default device per family (DESIGN.md §4).
///
/// Sources: HIG Widgets "Specifications" (iPhone, iPad canvas/device, watch Smart Stack); scales per
/// iPhone from FrameUp's device table [R]. Where a value is our choice it is marked [C] below.
public enum DeviceCatalog {
    /// Every known device, phones first (largest screen first), then iPads, then watches, then the Mac.
    public static let all: [WidgetDevice] = phones + pads + watches + macs

    /// The default device for iPhone families: the 430×932 pt iPhone at @3x (DESIGN.md §4).
    public static var defaultPhone: WidgetDevice { phones[0] }

    /// The default device for `systemExtraLarge`: the 1024×1366 pt iPad canvas at @2x (DESIGN.md §4).
    public static var defaultPad: WidgetDevice { pads.first { $0.identifier == "ipad-1024x1366" } ?? pads[0] }

    /// The default device for `accessoryCorner`: a 45 mm watch at @2x (DESIGN.md §4).
    public static var defaultWatch: WidgetDevice { watches.first { $0.identifier == "watch-45mm" } ?? watches[0] }

    /// The device a family renders on when the caller names none.
    public static func defaultDevice(for family: WidgetFamily) -> WidgetDevice {
        switch family {
        case .systemExtraLarge: defaultPad
        case .accessoryCorner: defaultWatch
        default: defaultPhone
        }
    }

    /// Finds a device by identifier (`iphone-430x932`, `ipad-1024x1366`, `watch-45mm`, `mac`), case-insensitively;
    /// `iphone-414x896@2x` picks the @2x variant of a screen offered at both scales.
    /// A suffix naming the device's own scale is accepted too (`iphone-430x932@3x`).
    public static func device(named name: String) -> WidgetDevice? {
        let key = name.lowercased()
        if let exact = all.first(where: { $0.identifier == key }) { return exact }
        return all.first { "\($0.identifier)@\(formatNumber($0.scale))x" == key }
    }

    /// Finds a device like ``device(named:)``, throwing ``WidgetError/unknownDevice(_:)`` when none matches.
    ///
    /// ```swift
    /// let pad = try DeviceCatalog.requireDevice(named: "ipad-1024x1366")
    /// ```
    public static func requireDevice(named name: String) throws(WidgetError) -> WidgetDevice {
        guard let device = device(named: name) else { throw .unknownDevice(name) }
        return device
    }

    // MARK: iPhone (HIG table, iOS 18 and earlier)

    private static func phone(_ w: Double, _ h: Double, scale: Double, small: Double, medium: (Double, Double),
                              large: (Double, Double), circular: Double?, rectangular: (Double, Double)?,
                              inline: (Double, Double)?, suffix: String = "") -> WidgetDevice {
        var sizes: [WidgetDevice.FamilySize] = [
            .init(family: .systemSmall, size: Size(small, small)),
            .init(family: .systemMedium, size: Size(medium.0, medium.1)),
            .init(family: .systemLarge, size: Size(large.0, large.1)),
        ]
        if let circular { sizes.append(.init(family: .accessoryCircular, size: Size(circular, circular))) }
        if let rectangular { sizes.append(.init(family: .accessoryRectangular, size: Size(rectangular.0, rectangular.1))) }
        if let inline { sizes.append(.init(family: .accessoryInline, size: Size(inline.0, inline.1))) }
        let dims = "\(formatNumber(w))x\(formatNumber(h))"
        return WidgetDevice(identifier: "iphone-\(dims)\(suffix)", name: "iPhone \(formatNumber(w))×\(formatNumber(h)) pt @\(formatNumber(scale))x",
                            idiom: .phone, screenSize: Size(w, h), scale: scale, familySizes: sizes, displaySizes: [])
    }

    /// iPhone rows. 414×896 exists at @3x (XS Max, 11 Pro Max) and @2x (XR, 11); both are listed.
    public static let phones: [WidgetDevice] = [
        phone(430, 932, scale: 3, small: 170, medium: (364, 170), large: (364, 382), circular: 76, rectangular: (172, 76), inline: (257, 26)),
        phone(428, 926, scale: 3, small: 170, medium: (364, 170), large: (364, 382), circular: 76, rectangular: (172, 76), inline: (257, 26)),
        phone(414, 896, scale: 3, small: 169, medium: (360, 169), large: (360, 379), circular: 76, rectangular: (160, 72), inline: (248, 26)),
        phone(414, 896, scale: 2, small: 169, medium: (360, 169), large: (360, 379), circular: 76, rectangular: (160, 72), inline: (248, 26), suffix: "@2x"),
        phone(414, 736, scale: 3, small: 159, medium: (348, 157), large: (348, 357), circular: 76, rectangular: (170, 76), inline: (248, 26)),
        phone(393, 852, scale: 3, small: 158, medium: (338, 158), large: (338, 354), circular: 72, rectangular: (160, 72), inline: (234, 26)),
        phone(390, 844, scale: 3, small: 158, medium: (338, 158), large: (338, 354), circular: 72, rectangular: (160, 72), inline: (234, 26)),
        phone(375, 812, scale: 3, small: 155, medium: (329, 155), large: (329, 345), circular: 72, rectangular: (157, 72), inline: (225, 26)),
        phone(375, 667, scale: 2, small: 148, medium: (321, 148), large: (321, 324), circular: 68, rectangular: (153, 68), inline: (225, 26)),
        phone(360, 780, scale: 3, small: 155, medium: (329, 155), large: (329, 345), circular: 72, rectangular: (157, 72), inline: (225, 26)),
        phone(320, 568, scale: 2, small: 141, medium: (292, 141), large: (292, 311), circular: nil, rectangular: nil, inline: nil),
    ]

    // MARK: iPad (HIG table: canvas / device)

    private static func pad(_ screens: String, _ w: Double, _ h: Double, canvasSmall: Double, canvasMedium: Double,
                            canvasXL: (Double, Double), deviceSmall: Double?, deviceMedium: Double?,
                            deviceXL: (Double, Double)?, note: String = "") -> WidgetDevice {
        let sizes: [WidgetDevice.FamilySize] = [
            .init(family: .systemSmall, size: Size(canvasSmall, canvasSmall)),
            .init(family: .systemMedium, size: Size(canvasMedium, canvasSmall)),
            .init(family: .systemLarge, size: Size(canvasMedium, canvasMedium)),
            .init(family: .systemExtraLarge, size: Size(canvasXL.0, canvasXL.1)),
        ]
        var display: [WidgetDevice.FamilySize] = []
        if let deviceSmall, let deviceMedium, let deviceXL {
            display = [
                .init(family: .systemSmall, size: Size(deviceSmall, deviceSmall)),
                .init(family: .systemMedium, size: Size(deviceMedium, deviceSmall)),
                .init(family: .systemLarge, size: Size(deviceMedium, deviceMedium)),
                .init(family: .systemExtraLarge, size: Size(deviceXL.0, deviceXL.1)),
            ]
        }
        let dims = "\(formatNumber(w))x\(formatNumber(h))"
        return WidgetDevice(identifier: "ipad-\(dims)", name: "iPad \(screens) pt @2x\(note)", idiom: .pad,
                            screenSize: Size(w, h), scale: 2, familySizes: sizes, displaySizes: display)
    }

    /// iPad rows; rows sharing a line of the HIG table are listed once per screen. Rows marked * in the
    /// HIG (Display Zoom "More Space") have no separate device size: canvas = device.
    public static let pads: [WidgetDevice] = [
        pad("768×1024", 768, 1024, canvasSmall: 141, canvasMedium: 305.5, canvasXL: (634.5, 305.5), deviceSmall: 120, deviceMedium: 260, deviceXL: (540, 260)),
        pad("744×1133", 744, 1133, canvasSmall: 141, canvasMedium: 305.5, canvasXL: (634.5, 305.5), deviceSmall: 120, deviceMedium: 260, deviceXL: (540, 260)),
        pad("810×1080", 810, 1080, canvasSmall: 146, canvasMedium: 320.5, canvasXL: (669, 320.5), deviceSmall: 124, deviceMedium: 272, deviceXL: (568, 272)),
        pad("820×1180", 820, 1180, canvasSmall: 155, canvasMedium: 342, canvasXL: (715.5, 342), deviceSmall: 136, deviceMedium: 300, deviceXL: (628, 300)),
        pad("834×1194", 834, 1194, canvasSmall: 155, canvasMedium: 342, canvasXL: (715.5, 342), deviceSmall: 136, deviceMedium: 300, deviceXL: (628, 300)),
        pad("834×1112", 834, 1112, canvasSmall: 150, canvasMedium: 327.5, canvasXL: (682, 327.5), deviceSmall: 132, deviceMedium: 288, deviceXL: (600, 288)),
        pad("1024×1366", 1024, 1366, canvasSmall: 170, canvasMedium: 378.5, canvasXL: (795, 378.5), deviceSmall: 160, deviceMedium: 356, deviceXL: (748, 356)),
        pad("954×1373", 954, 1373, canvasSmall: 162, canvasMedium: 350, canvasXL: (726, 350), deviceSmall: nil, deviceMedium: nil, deviceXL: nil, note: " (More Space)"),
        pad("970×1389", 970, 1389, canvasSmall: 162, canvasMedium: 350, canvasXL: (726, 350), deviceSmall: nil, deviceMedium: nil, deviceXL: nil, note: " (More Space)"),
        pad("1192×1590", 1192, 1590, canvasSmall: 188, canvasMedium: 412, canvasXL: (860, 412), deviceSmall: nil, deviceMedium: nil, deviceXL: nil, note: " (More Space)"),
    ]

    // MARK: Apple Watch (HIG Smart Stack and complication sizes)

    private static func watch(_ mm: Int, screen: (Double, Double), rectangular: (Double, Double),
                              circular: Double, corner: Double) -> WidgetDevice {
        let sizes: [WidgetDevice.FamilySize] = [
            .init(family: .accessoryCircular, size: Size(circular, circular)),
            .init(family: .accessoryRectangular, size: Size(rectangular.0, rectangular.1)),
            .init(family: .accessoryInline, size: Size(rectangular.0, watchInlineHeight)),
            .init(family: .accessoryCorner, size: Size(corner, corner)),
        ]
        return WidgetDevice(identifier: "watch-\(mm)mm", name: "Apple Watch \(mm) mm @2x", idiom: .watch,
                            screenSize: Size(screen.0, screen.1), scale: 2, familySizes: sizes, displaySizes: [])
    }

    /// [C] The height of a watch `accessoryInline` line, in points: no published value; one line of the
    /// complication's default text with room for descenders.
    public static let watchInlineHeight: Double = 20

    /// Watches: rectangular = the Smart Stack size [D]; circular = the "regular circular" image size [D];
    /// corner = the corner's circular image size [D] (WIDGETKIT.md §2.1, §2.7). Screen sizes in points [D].
    public static let watches: [WidgetDevice] = [
        watch(40, screen: (162, 197), rectangular: (152, 69.5), circular: 42, corner: 32),
        watch(41, screen: (176, 215), rectangular: (165, 72.5), circular: 44.5, corner: 34),
        watch(44, screen: (184, 224), rectangular: (173, 76.5), circular: 47, corner: 36),
        watch(45, screen: (198, 242), rectangular: (184, 80.5), circular: 50, corner: 38),
        watch(49, screen: (205, 251), rectangular: (191, 81.5), circular: 50, corner: 38),
    ]
}
