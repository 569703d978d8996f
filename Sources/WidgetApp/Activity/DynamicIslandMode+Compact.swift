// Apple's DynamicIslandMode names the two halves of the compact presentation separately: `compactLeading`
// and `compactTrailing` (WidgetKit, iOS 16.1), as `contentMargins(_:_:for:)` takes them
// (`.contentMargins(.all, 6, for: .compactLeading)`). `compact` stays for the preview kind that shows both.

extension DynamicIslandMode {
    /// The compact leading presentation of a Live Activity in the Dynamic Island.
    public static let compactLeading = DynamicIslandMode(name: "compactLeading")
    /// The compact trailing presentation of a Live Activity in the Dynamic Island.
    public static let compactTrailing = DynamicIslandMode(name: "compactTrailing")
}
