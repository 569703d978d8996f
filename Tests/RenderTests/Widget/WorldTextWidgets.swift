import Graphics
import Views
import Widgets

/// An Arabic weather widget laid out right to left: stack order, leading alignment and the progress
/// bar mirror; Arabic letters join (HarfBuzz with Noto Sans Arabic); Arabic-Indic digits.
struct ArabicWeatherWidget: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack(spacing: 6) {
                Image(systemName: "sun.max.fill").foregroundStyle(.orange)
                Text("القاهرة").font(.headline)
                Spacer(minLength: 0)
                Text("٣٢°").font(.title3.bold())
            }
            Text("مشمس جزئياً").font(.subheadline).foregroundStyle(.secondary)
            Spacer(minLength: 0)
            Text("العظمى ٣٥° الصغرى ٢٢°").font(.caption)
            ProgressView(value: 0.6).tint(.orange)
        }
        .containerBackground(Color(.secondarySystemBackground), for: .widget)
        .environment(\.layoutDirection, .rightToLeft)
    }
}

/// A Hebrew to-do widget, right to left: `chevron.forward` flips to point left, numbers inside the text.
struct HebrewTasksWidget: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Text("משימות").font(.headline)
                Spacer(minLength: 0)
                Image(systemName: "chevron.forward").foregroundStyle(.secondary)
            }
            Label("לקנות חלב", systemImage: "cart")
            Label("להתקשר לאמא", systemImage: "phone")
            Text("נשארו 3 מתוך 5 משימות").font(.caption).foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .containerBackground(Color(.secondarySystemBackground), for: .widget)
        .environment(\.layoutDirection, .rightToLeft)
    }
}

/// English and Arabic in one left-to-right widget: each line's runs are ordered by the bidi algorithm
/// (an Arabic phrase inside English, an English brand inside Arabic, numbers in both).
struct MixedScriptWidget: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Next: اجتماع الفريق at 10:30").font(.subheadline)
            Text("مرحبا WidgetKit 2024!").font(.headline)
            Text("Flight (رحلة) 815 → دبي").font(.caption)
            Text("السعر: 12.50 $ (خصم 20%)").font(.caption).multilineTextAlignment(.leading)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .containerBackground(Color(.secondarySystemBackground), for: .widget)
    }
}
