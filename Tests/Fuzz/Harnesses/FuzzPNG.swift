// libFuzzer harness: bytes → PNGDecoder (with the renderer's image limits) → premultiplied Pixmap →
// PNGEncoder → PNGDecoder again, which must give back the same pixels.
//
// Built by scripts/fuzz.sh with `swiftc -sanitize=fuzzer,address -parse-as-library`. Any input must
// end in an image or a typed PNGError; a crash, a sanitizer report, a failed round trip or a timeout
// is a finding.
import PNGCodec
import Raster
import Render

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let image = try? PNGDecoder.decode(bytes, limits: ImageStore.defaultLimits) else { return 0 }
    guard image.width > 0, image.height > 0, image.rgba.count == image.width * image.height * 4 else {
        fatalError("decoded \(image.width)×\(image.height) with \(image.rgba.count) bytes")
    }
    _ = Pixmap(width: image.width, height: image.height, straightRGBA: image.rgba)
    guard let encoded = try? PNGEncoder.encode(width: image.width, height: image.height, rgba: image.rgba),
          let again = try? PNGDecoder.decode(encoded, limits: ImageStore.defaultLimits) else {
        fatalError("a decoded \(image.width)×\(image.height) image did not round-trip through the encoder")
    }
    guard again.rgba == image.rgba else { fatalError("round trip changed the pixels") }
    return 0
}
