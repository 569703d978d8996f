// Issue-32 table, the rows a file importing only SwiftUI reaches (on iOS SwiftUI re-exports UIKit and
// Foundation): UIKit's names, URLSession, LocalizedStringResource, @AppStorage, the deprecated and argument-less
// modifiers, lazy grids, GeometryProxy.frame(in:), shapes that stay shapes, attributed strings, NSDataAsset.
import SwiftUI

struct ShapesWidget: Widget {
    var body: some WidgetConfiguration { EmptyWidgetConfiguration() }
}

/// Shape modifiers returning shapes, as `some Shape`.
func arc() -> some Shape { Circle().trim(from: 0, to: 0.5) }
func needle() -> some Shape { Capsule().rotation(.degrees(30), anchor: .bottom) }
func nudged() -> some Shape { Circle().offset(x: 2, y: 0) }
func nudgedBy() -> some Shape { Circle().offset(CGSize(width: 2, height: 0)) }
func half() -> some Shape { Ellipse().scale(0.5, anchor: .center) }
func squashed() -> some Shape { Ellipse().scale(x: 1, y: 0.5) }
func inner() -> some Shape { RoundedRectangle(cornerRadius: 8).inset(by: 2) }
func outline() -> some Shape { Circle().stroke(style: StrokeStyle(lineWidth: 2)) }
func hairline() -> some Shape { Rectangle().stroke(lineWidth: 1) }
func badge() -> some Shape { Circle().size(CGSize(width: 8, height: 8)) }
func badgeBy() -> some Shape { Circle().size(width: 8, height: 8) }
func skewed() -> some Shape { Rectangle().transform(CGAffineTransform(scaleX: 1, y: 0.5)) }
/// iOS 17's set operations, as `some Shape`.
func donut() -> some Shape { Circle().subtracting(Circle().scale(0.5)) }
func merged() -> some Shape { Circle().union(Rectangle(), eoFill: true) }
func overlap() -> some Shape { Circle().intersection(Capsule()).symmetricDifference(Ellipse()) }
func cut() -> some Shape { Rectangle().lineIntersection(Circle()).lineSubtraction(Ellipse(), eoFill: false) }

struct TableView: View {
    @AppStorage("hero", store: UserDefaults(suiteName: "group.com.example.emoji")) var hero = "🐯"
    @AppStorage("count") var count = 0
    let title: LocalizedStringResource = "Heroes"

    var body: some View {
        VStack {
            Text(hero)
                .foregroundColor(Color(uiColor: UIColor.systemBlue))
                .font(Font(UIFont.preferredFont(forTextStyle: .headline)))
            Image(uiImage: UIImage(named: "avatar") ?? UIImage(systemName: "star") ?? UIImage(named: "placeholder")!)
                .accessibility(hidden: true)
            Text("scaled \(UIFontMetrics.default.scaledValue(for: 12)) on \(UIDevice.current.systemName)")
                .frame(maxWidth: UIScreen.main.bounds.width / UIScreen.main.scale)
            Text(String(localized: "\(count) runs", comment: "Run count"))
                .background(Color(uiColor: .systemGroupedBackground))
            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.fixed(40))]) {
                Text("A")
                Text("B")
            }
            LazyHGrid(rows: [GridItem(.adaptive(minimum: 20))]) { Text("C") }
            GeometryReader { geometry in
                let frame = geometry.frame(in: .local)
                arc().stroke(Color.blue, lineWidth: 2).frame(width: frame.width / 2)
            }
            needle().fill(Color.red)
            Text(AttributedString(TableView.summary()))
        }
        .background()
        .colorScheme(.dark)
        .preferredColorScheme(.light)
    }

    /// UIKit's data asset (a data set of the catalog), both initialisers, its three properties.
    static func team() -> (Data, NSDataAssetName, String)? {
        guard let asset = NSDataAsset(name: "team.v1") ?? NSDataAsset(name: "team", bundle: Bundle.main) else { return nil }
        return (asset.data, asset.name, asset.typeIdentifier)
    }

    static func request() -> (URLSession, URLRequest) { (URLSession.shared, URLRequest(url: URL(fileURLWithPath: "/"))) }

    static func summary() -> NSAttributedString {
        let html = Data("<p>Level <b>3</b></p>".utf8)
        let parsed = try? NSAttributedString(data: html, options: [.documentType: NSAttributedString.DocumentType.html],
                                             documentAttributes: nil)
        let plain = NSAttributedString(string: "Tiger", attributes: [.foregroundColor: UIColor.red,
                                                                      .font: UIFont.systemFont(ofSize: 12)])
        return parsed ?? plain
    }
}
