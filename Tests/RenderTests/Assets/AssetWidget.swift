import Views
import Widgets

/// Xcode's generated symbols for the fixture catalog, written as Xcode 15 writes them.
extension ColorResource {
    static let brandBlue = ColorResource(name: "BrandBlue")
    static let widgetBackground = ColorResource(name: "WidgetBackground")
}

extension ImageResource {
    static let avatar = ImageResource(name: "avatar")
}

/// A widget drawn from the fixture catalog (Tests/AssetCatalogTests/Fixtures/Widget.xcassets): a P3 colour set
/// with a dark variant, a grey-gamma background, an avatar with light and dark files, and a template badge.
struct AssetWidget: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack(spacing: 8) {
                Image(.avatar)   // 40 pt: avatar@3x.png is 120 px
                    .clipShape(Circle())
                Image("Icons/badge")
                    .resizable()
                    .frame(width: 36, height: 36)
                    .foregroundStyle(Color(.brandBlue))
                    .widgetAccentable()
            }
            Text("Brand")
                .font(.headline)
                .foregroundStyle(Color("BrandBlue"))
            Image("Icons/badge")
                .renderingMode(.original)
            Color("AccentColor").frame(height: 6).clipShape(Capsule())
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .containerBackground(Color(.widgetBackground), for: .widget)
    }
}
