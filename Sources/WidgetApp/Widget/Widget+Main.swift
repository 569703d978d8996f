extension Widget {
    /// The entry point of a `@main` widget (an extension with one widget and no bundle): prints its
    /// declaration, as ``WidgetBundle/main()`` does for each widget of a bundle.
    public static func main() {
        for declaration in _declarations(of: Self()) {
            print(WidgetDeclaration.summary(of: declaration))
        }
    }
}
