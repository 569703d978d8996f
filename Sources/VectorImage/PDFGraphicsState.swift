// The graphics state the interpreter keeps (ISO 32000-1 §8.4 "Graphics state"), saved by q and restored
// by Q: the CTM, fill and stroke colours with their colour spaces, constant opacities (ExtGState /ca and
// /CA), the stroke's width, caps, joins, miter limit and dash, and the clip paths in force.
import Graphics

struct PDFGraphicsState {
    /// A colour and the colour space it was set in.
    struct Paint {
        /// The colour space: its number of components, or a pattern space.
        enum Space: Equatable {
            case gray, rgb, cmyk, pattern
            /// How many numbers `sc`/`scn` take.
            var components: Int {
                switch self {
                case .gray: return 1
                case .rgb: return 3
                case .cmyk: return 4
                case .pattern: return 0
                }
            }
        }

        var space = Space.gray
        var color = RGBAColor(red: 0, green: 0, blue: 0)
        var isPattern: Bool { space == .pattern }

        /// The initial colour of `space` (black).
        init(space: Space = .gray) {
            self.space = space
        }

        /// The sRGB colour of components in this space (device spaces taken as sRGB; CMYK by the naive
        /// complement, as PDF's own DeviceCMYK → DeviceRGB conversion in §10.3.5).
        mutating func set(_ values: [Double]) {
            let v = values.map { min(max($0, 0), 1) }
            switch space {
            case .gray where v.count >= 1: color = RGBAColor(red: v[0], green: v[0], blue: v[0])
            case .rgb where v.count >= 3: color = RGBAColor(red: v[0], green: v[1], blue: v[2])
            case .cmyk where v.count >= 4:
                color = RGBAColor(red: (1 - v[0]) * (1 - v[3]), green: (1 - v[1]) * (1 - v[3]), blue: (1 - v[2]) * (1 - v[3]))
            default: break
            }
        }
    }

    var ctm = AffineTransform.identity
    var fill = Paint()
    var strokePaint = Paint()
    var fillAlpha = 1.0
    var strokeAlpha = 1.0
    var style = StrokeStyle(lineWidth: 1, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
    var clips: [VectorDrawing.Clip] = []
}
