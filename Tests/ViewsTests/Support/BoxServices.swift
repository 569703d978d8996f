import Graphics
import Layout
@testable import Views

/// Test services: every character is a 10×10 box (taffy's fake font); images are 30×20 px @1x
/// unless listed; a source named "missing" fails to decode.
struct BoxServices: ResolveServices {
    var images: [String: ImageInfo] = [:]

    func textLeaf(for text: ResolvedText) -> any LeafLayout {
        BoxTextLeaf(characterCount: text.string.count, lineLimit: text.paragraph.lineLimit)
    }

    func imageInfo(for source: ImageSource) throws -> ImageInfo {
        switch source {
        case .named("missing"), .file("missing"):
            throw BoxError.missing
        case .named(let name), .file(let name), .fileInFolder(let name, _):
            return images[name] ?? ImageInfo(pixelWidth: 30, pixelHeight: 20)
        case .pngData, .systemName:
            return ImageInfo(pixelWidth: 30, pixelHeight: 20)
        }
    }

    enum BoxError: Error { case missing }
}

/// A paragraph of 10×10 boxes wrapped by character at the proposed width.
struct BoxTextLeaf: LeafLayout {
    let characterCount: Int
    let lineLimit: Int?

    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let ideal = Double(characterCount) * 10
        guard let width = proposal.width, width < ideal else { return Size(width: ideal, height: 10) }
        let perLine = Swift.max(Int(width / 10), 1)
        var lines = (characterCount + perLine - 1) / perLine
        if let lineLimit { lines = Swift.min(lines, lineLimit) }
        return Size(width: Double(Swift.min(perLine, characterCount)) * 10, height: Double(lines) * 10)
    }

    var spacing: LeafSpacing { .text(TextSpacingMetrics(ascent: 8, descent: 2, leading: 0)) }
    func firstBaseline(in size: Size) -> Double? { 8 }
    func lastBaseline(in size: Size) -> Double? { size.height - 2 }
}

/// Resolves and lays out a view with the box services; returns the combined dump.
func dump<V: View>(_ view: V, in size: Size = Size(width: 170, height: 170),
                   environment: EnvironmentValues = EnvironmentValues()) throws -> String {
    let resolved = try ViewResolver().resolve(view, environment: environment, services: BoxServices())
    let layout = try LayoutEngine().layout(resolved.root, in: size, displayScale: 1)
    return resolved.textDump(layout)
}

/// Resolves and lays out a view; returns both.
func resolveAndLayout<V: View>(_ view: V, in size: Size = Size(width: 170, height: 170),
                               environment: EnvironmentValues = EnvironmentValues(),
                               services: BoxServices = BoxServices()) throws -> (ResolvedView, LayoutResult) {
    let resolved = try ViewResolver().resolve(view, environment: environment, services: services)
    let layout = try LayoutEngine().layout(resolved.root, in: size, displayScale: 1)
    return (resolved, layout)
}
