// `.previewDevice("iPhone 15 Pro")` → one of our device rows (DeviceCatalog): Xcode's simulator names
// mapped to their screens in points (Apple's device specifications; the HIG widget tables list the
// same screens). A device identifier of ours (`iphone-393x852`) is accepted as is. Names of devices
// whose screen has no row (iPhone 16 Pro, 402×874) match nothing and are ignored.
import Widgets

/// Maps a preview device name to a device row.
enum PreviewDeviceMatch {
    /// Simulator names → our identifiers.
    static let identifiers: [(names: [String], identifier: String)] = [
        (["iPhone 15 Pro Max", "iPhone 15 Plus", "iPhone 14 Pro Max", "iPhone 16 Plus"], "iphone-430x932"),
        (["iPhone 14 Plus", "iPhone 13 Pro Max", "iPhone 12 Pro Max"], "iphone-428x926"),
        (["iPhone 11 Pro Max", "iPhone XS Max"], "iphone-414x896"),
        (["iPhone 11", "iPhone XR"], "iphone-414x896@2x"),
        (["iPhone 8 Plus", "iPhone 7 Plus"], "iphone-414x736"),
        (["iPhone 15 Pro", "iPhone 15", "iPhone 14 Pro", "iPhone 16"], "iphone-393x852"),
        (["iPhone 14", "iPhone 13", "iPhone 13 Pro", "iPhone 12", "iPhone 12 Pro"], "iphone-390x844"),
        (["iPhone 11 Pro", "iPhone XS", "iPhone X"], "iphone-375x812"),
        (["iPhone SE (3rd generation)", "iPhone SE (2nd generation)", "iPhone 8", "iPhone 7"], "iphone-375x667"),
        (["iPhone 13 mini", "iPhone 12 mini"], "iphone-360x780"),
        (["iPhone SE (1st generation)"], "iphone-320x568"),
        (["iPad Pro (12.9-inch) (6th generation)", "iPad Pro (12.9-inch) (5th generation)"], "ipad-1024x1366"),
        (["iPad Pro (11-inch) (4th generation)", "iPad Pro (11-inch) (3rd generation)"], "ipad-834x1194"),
        (["iPad Air (5th generation)", "iPad (10th generation)"], "ipad-820x1180"),
        (["iPad mini (6th generation)"], "ipad-744x1133"),
    ]

    /// The device row `name` stands for, if any.
    static func device(named name: PreviewDevice) -> WidgetDevice? {
        if let own = DeviceCatalog.device(named: name.rawValue) { return own }
        let key = name.rawValue.lowercased()
        guard let row = identifiers.first(where: { $0.names.contains { $0.lowercased() == key } }) else { return nil }
        return DeviceCatalog.device(named: row.identifier)
    }
}
