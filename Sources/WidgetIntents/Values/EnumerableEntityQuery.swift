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
