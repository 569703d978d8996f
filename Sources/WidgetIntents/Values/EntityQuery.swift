/// Finds the entities of one type: AppIntents' `EntityQuery`.
///
/// ```swift
/// struct HabitQuery: EntityQuery {
///     func entities(for identifiers: [HabitEntity.ID]) async throws -> [HabitEntity] { … }
///     func suggestedEntities() async throws -> [HabitEntity] { HabitEntity.all }
/// }
/// ```
public protocol EntityQuery {
    /// The entity type found.
    associatedtype Entity: AppEntity

    /// The entities with these identifiers.
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
    /// The entities offered in the configuration UI (none by default).
    func suggestedEntities() async throws -> [Entity]
    /// The entity a widget uses before it is configured (by default the first suggested one: our choice,
    /// docs/widgetkit-api.md).
    func defaultResult() async -> Entity?
}

extension EntityQuery {
    /// None.
    public func suggestedEntities() async throws -> [Entity] { [] }

    /// The first suggested entity, or nil when there is none or suggesting throws.
    public func defaultResult() async -> Entity? {
        do { return try await suggestedEntities().first } catch { return nil }
    }
}
