import Graphics
import Views
import Widgets

/// Widgets reproducing the legibility bugs teams reported, each as its report describes it.
enum LegibilityFixtures {
    /// ivpn/ios-app #470 ("the widget background turns entirely white with no visible text, icon, or
    /// content" on the tinted Home Screen): the card is painted as content, not declared as the container
    /// background, so the accented pass turns card, icon and text alike into the light default tint.
    struct WhiteCardWidget: View {
        var body: some View {
            ZStack {
                Color.white
                VStack(spacing: 4) {
                    Image(systemName: "lock.shield.fill").font(.title).foregroundStyle(.blue)
                    Text("Connected").font(.headline).foregroundStyle(.black)
                }
            }
        }
    }

    /// The same card with its status marked `widgetAccentable()`: with a white tint (the brief's "white-tinted
    /// accent group on a white accented background") the accent group is white too.
    struct AccentedWhiteCardWidget: View {
        var body: some View {
            ZStack {
                Color.white
                Text("Connected").font(.headline).foregroundStyle(.black).widgetAccentable()
            }
        }
    }

    /// TortugaPower/BookPlayer #1329 ("the images inside the widgets were being rendered completely white"
    /// on the tinted Home Screen): a full-colour cover image becomes a flat silhouette.
    struct CoverArtWidget: View {
        /// The fix BookPlayer shipped: `.widgetAccentedRenderingMode(.fullColor)` on the cover.
        var accentedMode: WidgetAccentedRenderingMode?

        var body: some View {
            VStack(spacing: 6) {
                Image(pixels: LegibilityFixtures.cover)
                    .widgetAccentedRenderingMode(accentedMode)
                    .resizable()
                    .frame(width: 90, height: 90)
                Text("Chapter 3").font(.caption)
            }
            .containerBackground(Color(red: 0.15, green: 0.15, blue: 0.2), for: .widget)
        }
    }

    /// A cover: 8×8 checks of dark blue and light yellow.
    static let cover: ImagePixels = {
        var rgba: [UInt8] = []
        for y in 0..<8 {
            for x in 0..<8 {
                rgba += (x + y) % 2 == 0 ? [20, 30, 120, 255] : [250, 230, 120, 255]
            }
        }
        return ImagePixels(width: 8, height: 8, rgba: rgba) ?? ImagePixels(width: 1, height: 1, rgba: [0, 0, 0, 255])!
    }()

    /// Black text designed for its yellow container background: where the background is removed (vibrant:
    /// the iPad Lock Screen, StandBy) black carries no luminance and the text vanishes.
    struct DarkOnYellowWidget: View {
        var body: some View {
            VStack(alignment: .leading) {
                Text("Due today").font(.headline).foregroundStyle(.black)
                Text("3 tasks").font(.title).foregroundStyle(.black)
            }
            .containerBackground(Color.yellow, for: .widget)
        }
    }

    /// A `.foregroundStyle(.white)` label designed for its dark blue container background, which the Lock
    /// Screen removes: over a light wallpaper the vibrant white is white on near-white.
    struct WhiteLabelWidget: View {
        var body: some View {
            VStack {
                Text("Next: Gym").font(.headline).foregroundStyle(.white)
            }
            .containerBackground(Color(red: 0, green: 0.2, blue: 0.5), for: .widget)
        }
    }

    /// Readable everywhere: primary text and a symbol over the default background.
    struct PlainWidget: View {
        var body: some View {
            VStack(spacing: 4) {
                Image(systemName: "sun.max.fill").font(.title)
                Text("Sunny").font(.headline)
                Text("High 24°").font(.caption)
            }
        }
    }

    /// Grey text on a light grey card in full colour: low contrast everywhere, not a mode's fault.
    struct FaintTextWidget: View {
        var body: some View {
            Text("Faint caption").font(.caption).foregroundStyle(Color(red: 0.72, green: 0.72, blue: 0.72))
                .containerBackground(Color.white, for: .widget)
        }
    }
}
