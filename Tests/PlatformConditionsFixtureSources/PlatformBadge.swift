// A widget view that draws by platform, as Apple's samples fence their iPhone-only code: green on an iPhone,
// red anywhere else. Compiled by the PlatformConditionsFixture target through PlatformConditionsPlugin.
import SwiftUI

/// A 10×10 square: green where `os(iOS)` holds, red elsewhere.
public struct PlatformBadge: View {
    public init() {}

    public var body: some View {
        #if os(iOS)
        Color.green.frame(width: 10, height: 10)
        #else
        Color.red.frame(width: 10, height: 10)
        #endif
    }

    /// The platform the copy was compiled for.
    public static var platform: String {
        #if os(watchOS)
        return "watchOS"
        #elseif os(iOS) && !os(macOS)
        return "iOS"
        #else
        return "other"
        #endif
    }

    /// `#filePath`, `#fileID` and `#line` as this line sees them (line 29 of this file).
    public static let place = "\(#filePath) \(#fileID) \(#line)"
}

#if os(iOS)
#Preview("Badge") { PlatformBadge() }
#endif
