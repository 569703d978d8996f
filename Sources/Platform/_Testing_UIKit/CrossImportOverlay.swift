// An empty cross-import overlay. The toolchain's Swift Testing declares one for UIKit
// (Testing.swiftcrossimport/UIKit.swiftoverlay names `_Testing_UIKit`, its image attachments on Apple
// platforms), so a file importing both Testing and UIKit asks for this module; without it, a test of
// widget code that imports UIKit does not compile on Linux ("no such module '_Testing_UIKit'"). Ours
// declares nothing: attaching UIImages to test results is not provided (docs/platform-api.md).
