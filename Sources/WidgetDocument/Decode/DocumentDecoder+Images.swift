// Images and labels (SwiftUI's `Image`, `Label`):
//   {"Image": {"systemName": "flame.fill"}}     Image(systemName: "flame.fill")
//   {"Image": {"path": "art/cover.png"}}        Image(path:), relative to the document's folder
//   {"Image": "cover"}  or  {"Image": {"name": "cover"}}     Image("cover"), a named image
//   {"Label": {"title": "12-day streak", "systemImage": "flame.fill"}}
//   {"Label": {"title": "Rain", "image": "drop"}}          {"Label": {"title": <views>, "icon": <views>}}
// Symbol names must be in the catalogue; image paths may not leave the document's folder unless
// the options allow it (`..`, absolute paths and symbolic links out are refused), and must exist.

import FileAccess
import Glibc
import Graphics
import JSON
import PortableFoundation
import Views

extension DocumentDecoder {
    /// An `Image` view.
    func imageView(_ node: Node) throws(DocumentError) -> DocumentView {
        let image = try imageValue(node)
        return DocumentView(kind: .image) { _ in .image(image) }
    }

    private func imageValue(_ node: Node) throws(DocumentError) -> Image {
        if let name = node.stringValue { return Image(try imageName(name, node)) }
        var reader = try node.object("Image")
        let systemName = reader.optional("systemName")
        let path = reader.optional("path")
        let name = reader.optional("name")
        try reader.finish()
        let given = [systemName, path, name].compactMap { $0 }
        guard given.count == 1 else {
            throw node.fail(given.isEmpty ? "Image needs \"systemName\", \"path\" or \"name\""
                            : "Image takes one of \"systemName\", \"path\" and \"name\"")
        }
        if let systemName { return Image(systemName: try symbolName(systemName)) }
        if let path { return Image(source: try imageFile(path)) }
        if let name { return Image(try imageName(try name.string("an image name"), name)) }
        return Image(systemName: SymbolCatalog.placeholder.name)
    }

    /// A symbol name from the catalogue.
    func symbolName(_ node: Node) throws(DocumentError) -> String {
        let name = try node.string("an SF Symbol name")
        guard SymbolCatalog.entry(named: name) != nil else {
            var message = "unknown symbol \(JSONQuote.quoted(name))"
            if let nearest = SymbolCatalog.nearestName(to: name) { message += "; did you mean \(JSONQuote.quoted(nearest))?" }
            throw node.fail(message)
        }
        return name
    }

    /// A named image: a plain file name (no folders), looked up by the renderer.
    private func imageName(_ name: String, _ node: Node) throws(DocumentError) -> String {
        guard !name.isEmpty, !name.contains("/"), !name.hasPrefix("."),
              !name.unicodeScalars.contains(where: { $0.value < 0x20 }) else {
            throw node.fail("\(JSONQuote.quoted(name)) is not an image name; use {\"path\": …} for files")
        }
        return name
    }

    /// An image file relative to the base directory, checked to stay inside it now and, unless outside
    /// files are allowed, again when the renderer opens it (`.fileInFolder`: the opened descriptor's real
    /// path must be inside the folder, so a file swapped for a symbolic link in between is refused).
    func imageFile(_ node: Node) throws(DocumentError) -> ImageSource {
        let path = try node.string("an image path relative to the document")
        guard !path.isEmpty, !path.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
            throw node.fail("\(JSONQuote.quoted(path)) is not a file path")
        }
        let confined = !options.allowsFilesOutsideBaseDirectory
        if confined, path.hasPrefix("/") {
            throw node.fail("\(JSONQuote.quoted(path)) is an absolute path; image paths are relative to the "
                            + "document's folder and may not leave it")
        }
        if confined, path.split(separator: "/").contains("..") {
            throw node.fail("\(JSONQuote.quoted(path)) leaves the document's folder (\"..\"); image paths may not leave it")
        }
        let base = options.baseDirectory ?? FileSystem.currentFolder()
        let full = path.hasPrefix("/") ? path : (base.hasSuffix("/") ? base + path : base + "/" + path)
        // The real cause in plain words: missing, a link loop, a folder, a FIFO … (FileAccess's words).
        var status = stat()
        guard stat(full, &status) == 0 else {
            let code = errno
            if code == ENOENT { throw node.fail("image file \(JSONQuote.quoted(path)) not found in \(base)") }
            throw node.fail("image file \(JSONQuote.quoted(path)) cannot be opened: \(FileAccessError.plainWords(code))")
        }
        let kind = FileKind(mode: status.st_mode)
        guard kind == .regular else {
            throw node.fail("image file \(JSONQuote.quoted(path)) is \(kind), not a regular file")
        }
        if confined {
            do {
                return .fileInFolder(path: full, folder: try Confinement.check(full, inside: base))
            } catch {
                if case .outsideFolder = error {
                    throw node.fail(Confinement.linkOutMessage(JSONQuote.quoted(path), folder: "the document's folder"))
                }
                throw node.fail("image file \(JSONQuote.quoted(path)) cannot be opened: \(error)")
            }
        }
        return .file(path: full)
    }

    /// A `Label` view.
    func labelView(_ node: Node) throws(DocumentError) -> DocumentView {
        var reader = try node.object("Label")
        let titleNode = try reader.required("title")
        let systemImage = reader.optional("systemImage")
        let image = reader.optional("image")
        let icon = reader.optional("icon")
        try reader.finish()
        let given = [systemImage, image, icon].compactMap { $0 }
        guard given.count == 1 else {
            throw node.fail(given.isEmpty ? "Label needs \"systemImage\", \"image\" or \"icon\""
                            : "Label takes one of \"systemImage\", \"image\" and \"icon\"")
        }
        if let title = titleNode.stringValue, icon == nil {
            if let systemImage {
                let name = try symbolName(systemImage)
                return DocumentView(kind: .view) { _ in .view(AnyView(Label(LocalizedStringKey(title), systemImage: name))) }
            }
            if let image {
                let name = try imageName(try image.string("an image name"), image)
                return DocumentView(kind: .view) { _ in .view(AnyView(Label(LocalizedStringKey(title), image: name))) }
            }
        }
        guard let icon else {
            throw node.fail("a Label with a view title needs an \"icon\" view")
        }
        let title = try labelContent(titleNode)
        let iconViews = try views(icon)
        return DocumentView(kind: .view) { environment in
            .view(AnyView(Label { content(title, environment) } icon: { content(iconViews, environment) }))
        }
    }
}
