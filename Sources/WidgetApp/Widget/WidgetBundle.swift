/// The widgets of an extension, usually its `@main` type: WidgetKit's `WidgetBundle`.
///
/// ```swift
/// @main
/// struct HabitWidgetBundle: WidgetBundle {
///     var body: some Widget {
///         MyAppWidget()
///         EmojiWidget()
///     }
/// }
/// ```
/// `WidgetHost.declarations(in:)` lists them; running the extension's executable prints the list.
public protocol WidgetBundle {
    /// The widgets' type.
    associatedtype Body: Widget

    /// A bundle (WidgetKit creates it).
    init()

    /// The widgets.
    @WidgetBundleBuilder var body: Body { get }
}

extension WidgetBundle {
    /// The entry point of a `@main` bundle: prints each widget's kind, configuration, entry type and
    /// families, one per line (there is no system to hand them to on Linux; render them with
    /// WidgetHost or `assertWidgetSnapshot`).
    public static func main() {
        for declaration in WidgetDeclaration.declarations(in: Self()) {
            print(WidgetDeclaration.summary(of: declaration))
        }
    }
}

extension WidgetDeclaration {
    /// Every widget the bundle lists, in order (its activities and controls included).
    public static func declarations<B: WidgetBundle>(in bundle: B) -> [WidgetDeclaration] {
        B.Body._declarations(of: bundle.body)
    }

    /// The declared widget of `kind` in `bundle`.
    public static func declaration<B: WidgetBundle>(kind: String, in bundle: B) throws(WidgetHostError)
        -> WidgetDeclaration
    {
        let all = declarations(in: bundle)
        guard let match = all.first(where: { $0.kind == kind }) else {
            throw .unknownKind(kind, available: all.map(\.kind))
        }
        return match
    }

    /// One line about a declaration: `MyAppWidget  StaticConfiguration  HabitEntry  systemSmall, systemMedium`.
    public static func summary(of declaration: WidgetDeclaration) -> String {
        var parts = [declaration.kind, declaration.configuration.rawValue]
        if let entry = declaration.entryTypeName {
            parts.append(entry)
            parts.append(declaration.supportedFamilies.map(\.rawValue).joined(separator: ", "))
        } else {
            parts.append("(declared; not drawn yet)")
        }
        return parts.joined(separator: "  ")
    }
}
