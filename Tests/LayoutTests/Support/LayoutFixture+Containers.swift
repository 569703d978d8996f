import Foundation
import Graphics
import Layout

extension LayoutFixture {
    /// The containers' behaviours: GeometryReader, ViewThatFits, ScrollView, Grid, GridRow
    /// and the grid cell options (children come from `children` or `child`).
    static func containerBehavior(_ type: String, _ json: [String: Any],
                                  path: String) throws -> (LayoutBehavior, String) {
        func axes() throws -> Axis.Set {
            guard let names = json["axes"] as? [String] else { return [.horizontal, .vertical] }
            var set: Axis.Set = []
            for name in names {
                switch name {
                case "horizontal": set.insert(.horizontal)
                case "vertical": set.insert(.vertical)
                default: throw Invalid(description: "\(path): axis \(name)")
                }
            }
            return set
        }
        func alignment() throws -> Alignment? {
            guard let text = json["alignment"] as? String else { return nil }
            guard let value = alignments[text] else { throw Invalid(description: "\(path): alignment \(text)") }
            return value
        }
        func value(_ key: String) -> Double? { json[key].flatMap(number) }
        switch type {
        case "GeometryReader":
            return (.geometryReader, type)
        case "ViewThatFits":
            return (.viewThatFits(axes: try axes()), type)
        case "ScrollView":
            var axes = try axes()
            if json["axes"] == nil { axes = .vertical }
            return (.scrollView(axes: axes), type)
        case "Grid":
            return (.grid(GridOptions(alignment: try alignment() ?? .center, horizontalSpacing: value("horizontalSpacing"),
                                      verticalSpacing: value("verticalSpacing"))), type)
        case "GridRow":
            return (.gridRow(alignment: try alignment()?.vertical), type)
        case "gridCell":
            var options = GridCellOptions()
            options.columns = (json["columns"] as? Int)
            if let text = json["columnAlignment"] as? String {
                guard let value = alignments[text] else { throw Invalid(description: "\(path): alignment \(text)") }
                options.columnAlignment = value.horizontal
            }
            if json["unsizedAxes"] != nil {
                guard let names = json["unsizedAxes"] as? [String] else { throw Invalid(description: "\(path): unsizedAxes") }
                for name in names { options.unsizedAxes.insert(name == "horizontal" ? .horizontal : .vertical) }
            }
            return (.gridCell(options), type)
        default:
            throw Invalid(description: "\(path): unknown type \(type)")
        }
    }
}
