// libFuzzer harness: widget documents (JSON bytes) → WidgetDocument decoder → WidgetRenderer → pixels.
//
// Built by scripts/fuzz.sh with `swiftc -sanitize=fuzzer,address -parse-as-library` against the
// library modules compiled with the same flags. Any input must end in a decoded document or a typed
// error; a crash, a sanitizer report, a leak or a timeout is a finding.
//
// Inputs that decode are rendered once, at 1 pixel per point (the smallest scale the widget renderer
// accepts) on the catalogue's smallest device for the family (fewest pixels: drawing, blurs and mode passes
// cost per pixel, and every stage still runs), in a family and mode chosen from the input's length (so
// every family and mode is reached without changing the JSON). Fonts, caches and the device table are
// made once and reused by every execution. Image paths resolve under the corpus folder's `assets/`
// (WIDGETRENDER_FUZZ_ASSETS), confined as the CLI confines them.
import Foundation
import Graphics
import Render
import Views
import WidgetDocument
import Widgets

/// Shared across inputs: fonts and caches are pure functions of their keys, so reuse cannot hide bugs.
nonisolated(unsafe) private var resources: RenderResources?
nonisolated(unsafe) private var assets: String?
/// The device with the fewest pixels offering each family, indexed like `WidgetFamily.allCases`.
nonisolated(unsafe) private var smallestDevices: [WidgetDevice?] = []

@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(_ argc: UnsafeMutablePointer<Int32>,
                           _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>) -> Int32 {
    resources = try? RenderResources.bundled()
    assets = ProcessInfo.processInfo.environment["WIDGETRENDER_FUZZ_ASSETS"]
    smallestDevices = WidgetFamily.allCases.map { family in
        DeviceCatalog.all.filter { $0.size(of: family) != nil }.min { first, second in
            let a = first.size(of: family) ?? .zero, b = second.size(of: family) ?? .zero
            return a.width * a.height < b.width * b.height
        }
    }
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDocument(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let options = DocumentOptions(baseDirectory: assets ?? "/nonexistent")
    guard let document = try? WidgetDocument.decode(bytes: bytes, path: "fuzz.json", options: options),
          let resources else { return 0 }
    let family = document.families[size % document.families.count]
    let modes = WidgetMode.allCases
    let device = WidgetFamily.allCases.firstIndex(of: family).flatMap { smallestDevices[$0] }
    let renderOptions = WidgetRenderOptions(family: family, mode: modes[(size / 7) % modes.count],
                                            colorScheme: size % 2 == 0 ? .light : .dark, device: device, scale: 1)
    _ = try? WidgetRenderer().rendering(document.view, options: renderOptions, resources: resources)
    return 0
}
