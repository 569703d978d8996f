import WidgetApp

extension WidgetHost {
    /// Every widget the bundle lists, in order (its activities and controls included).
    public static func declarations<B: WidgetBundle>(in bundle: B) -> [WidgetDeclaration] {
        WidgetDeclaration.declarations(in: bundle)
    }

    /// The declared widget of `kind` in `bundle`.
    public static func declaration<B: WidgetBundle>(kind: String, in bundle: B) throws(WidgetHostError)
        -> WidgetDeclaration
    {
        try WidgetDeclaration.declaration(kind: kind, in: bundle)
    }

    /// One line about a declaration: `MyAppWidget  StaticConfiguration  HabitEntry  systemSmall, systemMedium`.
    public static func summary(of declaration: WidgetDeclaration) -> String {
        WidgetDeclaration.summary(of: declaration)
    }
}
