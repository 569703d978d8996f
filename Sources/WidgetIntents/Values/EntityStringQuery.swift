/// A query that can search entities by text: AppIntents' `EntityStringQuery`.
public protocol EntityStringQuery: EntityQuery {
    /// The entities whose names match `string`.
    func entities(matching string: String) async throws -> [Entity]
}
