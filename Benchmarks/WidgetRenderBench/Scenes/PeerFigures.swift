/// What the usual alternatives take for the benchmark scenes, copied from `../shared/bench/PEERS.md`:
/// a 2-core AMD EPYC (2.6 GHz) Debian 12 machine, single thread, median of 15 runs after warm-up.
/// Times in milliseconds ("raster" = a new surface plus every op; "total" = raster + PNG encode at the
/// library's default); PNG sizes in KiB at each library's default. Keep in step with PEERS.md.
struct PeerFigures {
    var skiaRaster: Double
    var cairoRaster: Double
    var pillowRaster: Double
    var skiaTotal: Double
    var cairoTotal: Double
    var pillowTotal: Double
    var resvgTotal: Double
    var chromiumWarm: Double
    var skiaKiB: Double
    var cairoKiB: Double
    var pillowKiB: Double
    /// The raster time is meant to be ≤ Skia's on this scene (small-widget, large-widget, text; not stress).
    var rasterTarget = true

    /// The smallest peer PNG at default settings, in bytes (1 KiB = 1024 bytes), and whose it is.
    var smallestPNG: (bytes: Double, peer: String) {
        let sizes = [("skia", skiaKiB), ("cairo", cairoKiB), ("Pillow", pillowKiB)]
        let best = sizes.min { $0.1 < $1.1 } ?? ("skia", skiaKiB)
        return (best.1 * 1024, best.0)
    }

    /// PEERS.md, by scene name.
    static let byScene: [String: PeerFigures] = [
        "small-widget": PeerFigures(skiaRaster: 2.27, cairoRaster: 1.19, pillowRaster: 4.03, skiaTotal: 10.8,
                                    cairoTotal: 11.0, pillowTotal: 12.2, resvgTotal: 30.5, chromiumWarm: 84.6,
                                    skiaKiB: 40.4, cairoKiB: 41.1, pillowKiB: 31.7),
        "large-widget": PeerFigures(skiaRaster: 1.22, cairoRaster: 0.33, pillowRaster: 5.43, skiaTotal: 31.3,
                                    cairoTotal: 36.0, pillowTotal: 30.9, resvgTotal: 63.8, chromiumWarm: 83.5,
                                    skiaKiB: 125.0, cairoKiB: 113.0, pillowKiB: 98.2),
        "stress": PeerFigures(skiaRaster: 20.6, cairoRaster: 29.4, pillowRaster: 34.6, skiaTotal: 113.1,
                              cairoTotal: 99.7, pillowTotal: 85.3, resvgTotal: 308.9, chromiumWarm: 200.1,
                              skiaKiB: 874.1, cairoKiB: 792.0, pillowKiB: 410.6, rasterTarget: false),
        "text": PeerFigures(skiaRaster: 2.97, cairoRaster: 0.55, pillowRaster: 17.5, skiaTotal: 42.3,
                            cairoTotal: 31.1, pillowTotal: 56.2, resvgTotal: 107.4, chromiumWarm: 70.9,
                            skiaKiB: 409.5, cairoKiB: 317.9, pillowKiB: 352.8),
    ]
}
