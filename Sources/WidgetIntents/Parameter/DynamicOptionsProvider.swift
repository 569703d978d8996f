/// The values a parameter offers in the configuration UI, computed at run time: AppIntents'
/// `DynamicOptionsProvider`. The options are never asked for here (there is no configuration UI); a test
/// can call ``results()`` itself.
///
/// ```swift
/// struct HeroNames: DynamicOptionsProvider {
///     func results() async throws -> [String] { Hero.all.map(\.name) }
/// }
/// @Parameter(title: "Hero", optionsProvider: HeroNames()) var heroName: String?
/// ```
public protocol DynamicOptionsProvider {
    /// What ``results()`` returns: the options.
    associatedtype Result: Sequence
    /// The type of one option.
    associatedtype DefaultValue = Result.Element

    /// The options.
    func results() async throws -> Result
    /// The option chosen before anyone chooses (nil by default).
    func defaultResult() async -> DefaultValue?
}

extension DynamicOptionsProvider {
    /// No default option.
    public func defaultResult() async -> DefaultValue? { nil }
}

extension IntentParameter {
    /// A parameter whose options come from `optionsProvider` (kept, never asked here).
    public convenience init<Provider: DynamicOptionsProvider>(title: LocalizedStringResource,
                                                              description: LocalizedStringResource? = nil,
                                                              default defaultValue: Value? = nil,
                                                              optionsProvider: Provider) {
        self.init(title: title, description: description, default: defaultValue)
    }
}
