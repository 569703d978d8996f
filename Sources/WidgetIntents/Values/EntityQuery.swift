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

/// A query that can list every entity: AppIntents' `EnumerableEntityQuery`.
public protocol EnumerableEntityQuery: EntityQuery {
    /// Every entity.
    func allEntities() async throws -> [Entity]
}

extension EnumerableEntityQuery {
    /// The entities with these identifiers, filtered from ``allEntities()``.
    public func entities(for identifiers: [Entity.ID]) async throws -> [Entity] {
        try await allEntities().filter { identifiers.contains($0.id) }
    }

    /// Every entity.
    public func suggestedEntities() async throws -> [Entity] { try await allEntities() }
}

/// A query that can search entities by text: AppIntents' `EntityStringQuery`.
public protocol EntityStringQuery: EntityQuery {
    /// The entities whose names match `string`.
    func entities(matching string: String) async throws -> [Entity]
}
