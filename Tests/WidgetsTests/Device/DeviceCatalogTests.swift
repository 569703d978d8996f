import Graphics
import Testing
@testable import Widgets

/// The HIG tables of WIDGETKIT.md §2.1, typed in again independently of `DeviceCatalog`.
private struct Row: CustomTestStringConvertible, Sendable {
    var identifier: String
    var scale: Double
    var sizes: [WidgetFamily: (Double, Double)]
    var testDescription: String { identifier }
}

private func phone(_ id: String, _ scale: Double, _ small: Double, _ medium: (Double, Double),
                   _ large: (Double, Double), _ circular: Double?, _ rectangular: (Double, Double)?,
                   _ inline: (Double, Double)?) -> Row {
    var sizes: [WidgetFamily: (Double, Double)] = [
        .systemSmall: (small, small), .systemMedium: medium, .systemLarge: large,
    ]
    if let circular { sizes[.accessoryCircular] = (circular, circular) }
    if let rectangular { sizes[.accessoryRectangular] = rectangular }
    if let inline { sizes[.accessoryInline] = inline }
    return Row(identifier: id, scale: scale, sizes: sizes)
}

private func pad(_ id: String, _ small: Double, _ medium: Double, _ extraLarge: (Double, Double)) -> Row {
    Row(identifier: id, scale: 2, sizes: [
        .systemSmall: (small, small), .systemMedium: (medium, small), .systemLarge: (medium, medium),
        .systemExtraLarge: extraLarge,
    ])
}

private func watch(_ id: String, circular: Double, rectangular: (Double, Double), corner: Double) -> Row {
    Row(identifier: id, scale: 2, sizes: [
        .accessoryCircular: (circular, circular), .accessoryRectangular: rectangular,
        .accessoryInline: (rectangular.0, DeviceCatalog.watchInlineHeight), .accessoryCorner: (corner, corner),
    ])
}

private let rows: [Row] = [
    phone("iphone-430x932", 3, 170, (364, 170), (364, 382), 76, (172, 76), (257, 26)),
    phone("iphone-428x926", 3, 170, (364, 170), (364, 382), 76, (172, 76), (257, 26)),
    phone("iphone-414x896", 3, 169, (360, 169), (360, 379), 76, (160, 72), (248, 26)),
    phone("iphone-414x896@2x", 2, 169, (360, 169), (360, 379), 76, (160, 72), (248, 26)),
    phone("iphone-414x736", 3, 159, (348, 157), (348, 357), 76, (170, 76), (248, 26)),
    phone("iphone-393x852", 3, 158, (338, 158), (338, 354), 72, (160, 72), (234, 26)),
    phone("iphone-390x844", 3, 158, (338, 158), (338, 354), 72, (160, 72), (234, 26)),
    phone("iphone-375x812", 3, 155, (329, 155), (329, 345), 72, (157, 72), (225, 26)),
    phone("iphone-375x667", 2, 148, (321, 148), (321, 324), 68, (153, 68), (225, 26)),
    phone("iphone-360x780", 3, 155, (329, 155), (329, 345), 72, (157, 72), (225, 26)),
    phone("iphone-320x568", 2, 141, (292, 141), (292, 311), nil, nil, nil),
    pad("ipad-768x1024", 141, 305.5, (634.5, 305.5)),
    pad("ipad-744x1133", 141, 305.5, (634.5, 305.5)),
    pad("ipad-810x1080", 146, 320.5, (669, 320.5)),
    pad("ipad-820x1180", 155, 342, (715.5, 342)),
    pad("ipad-834x1194", 155, 342, (715.5, 342)),
    pad("ipad-834x1112", 150, 327.5, (682, 327.5)),
    pad("ipad-1024x1366", 170, 378.5, (795, 378.5)),
    pad("ipad-954x1373", 162, 350, (726, 350)),
    pad("ipad-970x1389", 162, 350, (726, 350)),
    pad("ipad-1192x1590", 188, 412, (860, 412)),
    watch("watch-40mm", circular: 42, rectangular: (152, 69.5), corner: 32),
    watch("watch-41mm", circular: 44.5, rectangular: (165, 72.5), corner: 34),
    watch("watch-44mm", circular: 47, rectangular: (173, 76.5), corner: 36),
    watch("watch-45mm", circular: 50, rectangular: (184, 80.5), corner: 38),
    watch("watch-49mm", circular: 50, rectangular: (191, 81.5), corner: 38),
    // The Mac: no HIG table; the 430×932 iPhone's row and an extra large of two mediums and a gap [C].
    Row(identifier: "mac", scale: 2, sizes: [
        .systemSmall: (170, 170), .systemMedium: (364, 170), .systemLarge: (364, 382), .systemExtraLarge: (752, 382),
    ]),
]

@Suite struct DeviceCatalogTests {
    @Test func catalogListsEveryTableRowOnce() {
        #expect(DeviceCatalog.all.map(\.identifier) == rows.map(\.identifier))
    }

    @Test(arguments: rows)
    fileprivate func everyFamilyGivesTheTableSizeTimesScale(_ row: Row) throws {
        let device = try DeviceCatalog.requireDevice(named: row.identifier)
        #expect(device.scale == row.scale)
        for family in WidgetFamily.allCases {
            if let (width, height) = row.sizes[family] {
                let canvas = try WidgetCanvas(family: family, device: device, os: .ios18)
                #expect(canvas.size == Size(width: width, height: height), "\(family)")
                #expect(canvas.pixelWidth == Int((width * row.scale).rounded()), "\(family)")
                #expect(canvas.pixelHeight == Int((height * row.scale).rounded()), "\(family)")
            } else {
                #expect(throws: WidgetError.familyNotOffered(family, device)) {
                    try WidgetCanvas(family: family, device: device, os: .ios18)
                }
            }
        }
    }

    @Test func defaultSystemSmallIs510PixelsSquare() throws {
        let canvas = try WidgetCanvas(family: .systemSmall, os: .ios18)
        #expect((canvas.pixelWidth, canvas.pixelHeight) == (510, 510))
    }

    @Test func defaultPhoneFamiliesMatchDesignDocument() throws {
        let expected: [(WidgetFamily, Int, Int)] = [
            (.systemSmall, 510, 510), (.systemMedium, 1092, 510), (.systemLarge, 1092, 1146),
            (.accessoryCircular, 228, 228), (.accessoryRectangular, 516, 228), (.accessoryInline, 771, 78),
        ]
        for (family, width, height) in expected {
            let canvas = try WidgetCanvas(family: family, os: .ios18)
            #expect(canvas.device.identifier == "iphone-430x932")
            #expect(canvas.pixelWidth == width && canvas.pixelHeight == height, "\(family)")
        }
    }

    @Test func defaultExtraLargeIsTheLargestIPadCanvasAt2x() throws {
        let canvas = try WidgetCanvas(family: .systemExtraLarge, os: .ios18)
        #expect(canvas.device.identifier == "ipad-1024x1366")
        #expect((canvas.pixelWidth, canvas.pixelHeight) == (1590, 757))
    }

    @Test func defaultAccessoryCornerIsA45mmWatchAt2x() throws {
        let canvas = try WidgetCanvas(family: .accessoryCorner, os: .ios18)
        #expect(canvas.device.identifier == "watch-45mm")
        #expect(canvas.scale == 2)
        #expect((canvas.pixelWidth, canvas.pixelHeight) == (76, 76))
    }

    @Test func iPadShowsTheCanvasScaledDownToTheDeviceSize() throws {
        let canvas = try WidgetCanvas(family: .systemExtraLarge, os: .ios18)
        #expect(canvas.size == Size(width: 795, height: 378.5))
        #expect(canvas.displaySize == Size(width: 748, height: 356))
    }

    @Test func moreSpaceIPadRowsShowAtCanvasSize() throws {
        let device = try DeviceCatalog.requireDevice(named: "ipad-1192x1590")
        #expect(device.displaySize(of: .systemMedium) == Size(width: 412, height: 188))
    }

    @Test func extraLargeOnAPhoneIsAFamilyNotOfferedError() throws {
        let phone = DeviceCatalog.defaultPhone
        let error = #expect(throws: WidgetError.self) { try WidgetCanvas(family: .systemExtraLarge, device: phone, os: .ios18) }
        #expect(error == .familyNotOffered(.systemExtraLarge, phone))
        #expect(error?.description.contains("does not offer systemExtraLarge") == true)
        #expect(error?.description.contains("systemSmall") == true)
    }

    @Test func accessoryCornerOnlyExistsOnTheWatch() {
        let offering = DeviceCatalog.all.filter { $0.offers(.accessoryCorner) }
        #expect(offering.allSatisfy { $0.idiom == .watch })
        #expect(offering.count == DeviceCatalog.watches.count)
    }

    @Test func scaleOverrideChangesOnlyThePixelSize() throws {
        let canvas = try WidgetCanvas(family: .systemSmall, scale: 2, os: .ios18)
        #expect(canvas.size == Size(width: 170, height: 170))
        #expect((canvas.pixelWidth, canvas.pixelHeight) == (340, 340))
    }

    @Test(arguments: [0, 0.5, -1, .infinity, .nan, 9])
    func scaleOutsideOneToEightIsAnError(_ scale: Double) {
        #expect(throws: WidgetError.self) { try WidgetCanvas(family: .systemSmall, scale: scale, os: .ios18) }
    }

    @Test func deviceLookupIgnoresCaseAndAcceptsTheOwnScaleSuffix() {
        #expect(DeviceCatalog.device(named: "IPHONE-430x932")?.identifier == "iphone-430x932")
        #expect(DeviceCatalog.device(named: "iphone-430x932@3x")?.identifier == "iphone-430x932")
        #expect(DeviceCatalog.device(named: "iphone-414x896@2x")?.scale == 2)
        #expect(DeviceCatalog.device(named: "iphone-414x896")?.scale == 3)
    }

    @Test func unknownDeviceIsAnError() {
        #expect(throws: WidgetError.unknownDevice("pixel-7")) { try DeviceCatalog.requireDevice(named: "pixel-7") }
    }

    @Test func deviceIdentifiersAreUnique() {
        let identifiers = DeviceCatalog.all.map(\.identifier)
        #expect(Set(identifiers).count == identifiers.count)
    }
}
