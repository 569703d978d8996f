// The first page of a PDF document (ISO 32000-1 §7.7.3 "Page tree"): the catalogue's /Pages tree walked
// to its first leaf, with the inheritable /MediaBox, /CropBox, /Resources and /Rotate taken from the
// nearest ancestor that has them. The page's visible box is the crop box clipped to the media box; its
// user space is mapped to points from the top left (PDF's y axis points up), turned by /Rotate.
import Graphics

/// What the interpreter needs of a page.
struct PDFPage {
    /// The page dictionary.
    var dictionary: [String: PDFObject]
    /// The page's resources.
    var resources: [String: PDFObject]
    /// The natural size in points (after /Rotate).
    var size: Size
    /// Default user space → points from the top left.
    var toTopLeft: AffineTransform

    /// The first page of `file`.
    static func first(in file: PDFFile) throws(VectorImageError) -> PDFPage {
        let catalog = try file.catalog()
        guard var node = try file.value(catalog, "Pages")?.dictionary else {
            throw file.failure("the document catalogue has no /Pages")
        }
        var inherited: [String: PDFObject] = [:]
        for _ in 0..<32 {
            for key in ["MediaBox", "CropBox", "Resources", "Rotate"] where node[key] != nil { inherited[key] = node[key] }
            guard node["Type"]?.name != "Page", let kids = try file.value(node, "Kids")?.array else { break }
            guard let first = kids.first, let kid = try file.resolve(first).dictionary else {
                throw file.failure("the page tree has no pages")
            }
            node = kid
        }
        guard node["Type"]?.name == "Page" || node["Contents"] != nil else {
            throw file.failure("the page tree has no page within 32 levels")
        }
        guard let media = try box(inherited["MediaBox"], file: file) else { throw file.failure("the page has no /MediaBox") }
        var visible = media
        if let crop = try box(inherited["CropBox"], file: file) {
            visible = Rect(x: max(crop.minX, media.minX), y: max(crop.minY, media.minY),
                           width: min(crop.maxX, media.maxX) - max(crop.minX, media.minX),
                           height: min(crop.maxY, media.maxY) - max(crop.minY, media.minY))
        }
        guard visible.width > 0, visible.height > 0, visible.width <= 16384, visible.height <= 16384 else {
            throw file.failure("the page box \(visible.width)×\(visible.height) is empty or larger than 16384 points")
        }
        let rotate = Int(try file.resolve(inherited["Rotate"] ?? .number(0)).number ?? 0)
        // Flip y: (x, y) → (x − minX, maxY − y), then turn clockwise by /Rotate.
        let flip = AffineTransform(a: 1, b: 0, c: 0, d: -1, tx: -visible.minX, ty: visible.maxY)
        let size: Size, turn: AffineTransform
        switch ((rotate % 360) + 360) % 360 {
        case 0: (size, turn) = (Size(width: visible.width, height: visible.height), .identity)
        case 90: (size, turn) = (Size(width: visible.height, height: visible.width),
                                 AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: visible.height, ty: 0))
        case 180: (size, turn) = (Size(width: visible.width, height: visible.height),
                                  AffineTransform(a: -1, b: 0, c: 0, d: -1, tx: visible.width, ty: visible.height))
        case 270: (size, turn) = (Size(width: visible.height, height: visible.width),
                                  AffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: visible.width))
        default: throw file.failure("the page's /Rotate \(rotate) is not a multiple of 90")
        }
        let resources = try file.resolve(inherited["Resources"] ?? .null).dictionary ?? [:]
        return PDFPage(dictionary: node, resources: resources, size: size, toTopLeft: flip.concatenating(turn))
    }

    /// A rectangle array `[x0 y0 x1 y1]`, normalised.
    static func box(_ value: PDFObject?, file: PDFFile) throws(VectorImageError) -> Rect? {
        guard let value else { return nil }
        guard let items = try file.resolve(value).array, items.count == 4 else {
            throw file.failure("a page box is not an array of four numbers")
        }
        var numbers: [Double] = []
        for item in items {
            guard let number = try file.resolve(item).number else { throw file.failure("a page box holds \(item.kindDescription)") }
            numbers.append(number)
        }
        return Rect(x: min(numbers[0], numbers[2]), y: min(numbers[1], numbers[3]),
                    width: abs(numbers[2] - numbers[0]), height: abs(numbers[3] - numbers[1]))
    }
}
