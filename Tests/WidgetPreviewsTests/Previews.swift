// The previews the tests find: every form of the macro, good and bad, and a PreviewProvider. Line
// numbers matter (PreviewDiscoveryTests checks them): add new previews at the end.
import SwiftUI
import WidgetKit

#Preview("Timeline", as: .systemSmall) {
    TallyWidget()
} timeline: {
    TallyEntry(date: day(), count: 1)
    TallyEntry(date: day(hours: 1), count: 2)
}

#Preview("Provider", as: .accessoryCircular, widget: { TallyWidget() }, timelineProvider: { TallyProvider() })

#Preview("Intent", as: .systemSmall, using: StepIntent.fortyTwo, widget: { StepWidget() },
         timelineProvider: { StepProvider() })

#Preview("Fixed", traits: .fixedLayout(width: 120, height: 40), .landscapeLeft) {
    Text("Fixed")
}

#Preview {
    Text("Unnamed")
}

#Preview("Unsupported family", as: .systemLarge) {
    TallyWidget()
} timeline: {
    TallyEntry(date: day(), count: 1)
}

#Preview("Wrong entry type", as: .systemSmall) {
    TallyWidget()
} timeline: {
    OtherEntry(date: day())
}

#Preview("Silent provider", as: .systemSmall, widget: { TallyWidget() },
         timelineProvider: { TallyProvider(answers: false) })

#Preview("Empty timeline", as: .systemSmall) {
    TallyWidget()
} timeline: {
}

struct Tally_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            TallyView(entry: TallyEntry(date: day(), count: 5))
                .previewContext(WidgetPreviewContext(family: .systemSmall))
            TallyView(entry: TallyEntry(date: day(), count: 6))
                .previewContext(WidgetPreviewContext(family: .accessoryCircular))
                .previewDisplayName("Circular")
            TallyView(entry: TallyEntry(date: day(), count: 7))
                .previewContext(WidgetPreviewContext(family: .systemSmall))
                .environment(\.colorScheme, .dark)
                .environment(\.dynamicTypeSize, .accessibility2)
            ForEach([8, 9], id: \.self) { count in
                Text("\(count)")
                    .previewLayout(.fixed(width: 50, height: 30))
                    .previewDisplayName("Count \(count)")
            }
            Text("On a phone")
                .previewDevice("iPhone 15 Pro")
                .previewContext(WidgetPreviewContext(family: .systemMedium))
            TallyView(entry: TallyEntry(date: day(), count: 10))
                .previewContext(WidgetPreviewContext(family: .systemSmall))
                .previewDisplayName("Arabic")
                .environment(\.locale, Locale(identifier: "ar_EG"))
        }
    }
}
