import Graphics
import Views
import Widgets

/// A Japanese calendar widget: kana and kanji from the bundled CJK face, lines broken between ideographs
/// with kinsoku (no 。、」 at a line start, no 「 at a line end), Latin and digits from Inter.
struct JapaneseCalendarWidget: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack(spacing: 6) {
                Image(systemName: "calendar").foregroundStyle(.red)
                Text("予定").font(.headline)
                Spacer(minLength: 0)
                Text("3件").font(.subheadline).foregroundStyle(.secondary)
            }
            Text("10:00 「新製品」の企画会議、東京本社の会議室で。").font(.subheadline)
                .lineLimit(3)
            Text("午後は資料を作成します。").font(.caption).foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .containerBackground(Color(.secondarySystemBackground), for: .widget)
    }
}
