import ArgumentParser
import PNGCodec
import Raster
import Render
import Widgets

/// `render`'s place and legibility options: `--context` (where the widget is seen), `--backdrop` (the
/// wallpaper of the Lock Screen and Mac places, and with `--context homeScreen` the Home Screen's, seen through
/// the iOS 26 clear and tinted glass) and `--check` (the legibility check of the rendered combination).
struct PlacementOptions: ParsableArguments {
    /// The help of `--context`, made once (not each time swift-argument-parser makes these options).
    private static let contextHelp = ArgumentHelp(
        "Where the widget is seen: \(WidgetPlacement.allCases.map(\.rawValue).joined(separator: ", ")) "
            + "(default: the widget alone).", valueName: "context")

    @Option(help: Self.contextHelp)
    var context: String?

    @Option(help: ArgumentHelp("A PNG wallpaper behind the Lock Screen and Mac contexts, or with --context homeScreen "
                                   + "the one seen through the clear and tinted glass (default: a generated gradient).",
                               valueName: "file.png"))
    var backdrop: String?

    @Flag(help: "Also run the legibility check on this render; exit 1 after writing it if anything is unreadable.")
    var check = false

    /// The places drawn over a wallpaper, which `--backdrop` replaces.
    static let wallpaperedPlaces: [WidgetPlacement] = [.homeScreen, .lockScreen, .iPadLockScreen, .macDesktop,
                                                       .notificationCenter]

    /// `--context` as `validate()` parsed it (``ParsedArguments/placement(_:)``; not an argument: left out of
    /// ``CodingKeys``).
    private var parsed: ParsedArguments?

    /// The argument names, without ``parsed``.
    enum CodingKeys: CodingKey { case context, backdrop, check }

    mutating func validate() throws {
        let placement = try parse()
        let wallpapered = Self.wallpaperedPlaces.map(\.rawValue).joined(separator: ", ")
        if backdrop != nil, let placement, !Self.wallpaperedPlaces.contains(placement) {
            throw ValidationError("--backdrop is the wallpaper of --context \(wallpapered), not \(placement)")
        }
        if backdrop != nil, placement == nil {
            throw ValidationError("--backdrop needs --context \(wallpapered)")
        }
        parsed = .placement(placement)
    }

    /// The `--context` parsed once in `validate()` (parsed here when a caller made these options by hand),
    /// nil when not given.
    func placement() throws -> WidgetPlacement? {
        if case .placement(let placement)? = parsed { return placement }
        return try parse()
    }

    /// The `--context` value, nil when not given.
    private func parse() throws -> WidgetPlacement? {
        guard let context else { return nil }
        guard let placement = WidgetPlacement(parsing: context) else {
            throw ValidationError(SuggestedName.message("unknown context", context,
                                                        among: WidgetPlacement.allCases.map(\.rawValue)))
        }
        return placement
    }

    /// A list option of places (`--contexts lockScreen,standBy`) in the order given, without repeats
    /// (`all`: every place but the Home Screen, which is the widget alone).
    static func contexts(_ texts: [String], option: String) throws -> [WidgetPlacement] {
        let names = texts.flatMap { $0.split(separator: ",").map { $0.trimmingSpaces() } }
        let places = WidgetPlacement.allCases.filter { $0 != .homeScreen }
        var chosen: [WidgetPlacement] = []
        for name in names where !name.isEmpty {
            if name.lowercased() == "all" { chosen += places; continue }
            guard let placement = WidgetPlacement(parsing: name), placement != .homeScreen else {
                throw ValidationError("\(option): " + SuggestedName.message("unknown context", name,
                                                                             among: places.map(\.rawValue) + ["all"]))
            }
            chosen.append(placement)
        }
        var seen = Set<WidgetPlacement>()
        return chosen.filter { seen.insert($0).inserted }
    }

    /// The `--backdrop` image, decoded (an unreadable file is an I/O error, a bad PNG an input error).
    func backdropImage() throws -> Pixmap? {
        try backdrop.map(Self.wallpaper)
    }

    /// The PNG at `path` as a wallpaper (`--backdrop`, `render`'s and `check`'s); an input error naming the option
    /// and the file when it cannot be read or decoded.
    static func wallpaper(_ backdrop: String) throws -> Pixmap {
        let image: PNGImage
        do { image = try PNGDecoder.decode(contentsOfFile: backdrop) } catch {
            throw CLIFailure.input("--backdrop \(TerminalText.safe(backdrop)): \(error)")
        }
        guard let pixmap = Pixmap(width: image.width, height: image.height, straightRGBA: image.rgba) else {
            throw CLIFailure.input("--backdrop \(TerminalText.safe(backdrop)): \(image.width)×\(image.height) is not an image size we can use")
        }
        return pixmap
    }
}
