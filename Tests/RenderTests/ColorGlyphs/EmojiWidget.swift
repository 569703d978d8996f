import Graphics
import Views
import Widgets

/// A small streak widget with colour emoji in its text: a ZWJ family, a flag and a fire emoji beside Latin
/// text and a number.
struct EmojiStreakWidget: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("🔥 12 day streak").font(.headline)
            Text("\u{1F469}\u{200D}\u{1F469}\u{200D}\u{1F467} Family walk").font(.subheadline)
            HStack(spacing: 6) {
                Text("🇯🇵").font(.title)
                Text("Tokyo trip 👍🏽").font(.caption).foregroundStyle(.secondary)
            }
            Spacer(minLength: 0)
            Text("Keep it up! 💪").font(.footnote.weight(.semibold)).foregroundStyle(.orange)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .containerBackground(Color(.systemBackground), for: .widget)
    }
}

/// A hero emoji at 48 pt beside a title: the emoji is larger than its 109 ppem strike at 3× (drawn
/// bilinear, growing), the kind of widget where a smaller strike would blur.
struct EmojiHeroWidget: View {
    var body: some View {
        HStack(spacing: 12) {
            Text("🌧️").font(.system(size: 48))
            VStack(alignment: .leading, spacing: 2) {
                Text("Rain at 4 PM").font(.headline)
                Text("Take an umbrella ☂️").font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer(minLength: 0)
        }
        .containerBackground(Color(.systemBackground), for: .widget)
    }
}
