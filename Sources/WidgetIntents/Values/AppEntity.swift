/// A thing of your app a parameter can refer to (a habit, a city, a character): AppIntents' `AppEntity`.
///
/// ```swift
/// struct HabitEntity: AppEntity {
///     let id: String
///     static var typeDisplayRepresentation: TypeDisplayRepresentation = "Habit"
///     static var defaultQuery = HabitQuery()
///     var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
/// }
/// ```
public protocol AppEntity: _IntentValue, Identifiable {
    /// The query that finds entities of this type.
    associatedtype DefaultQuery: EntityQuery where DefaultQuery.Entity == Self

    /// The query the system uses to find entities by identifier, suggest them and pick a default.
    static var defaultQuery: DefaultQuery { get }
    /// The type's name in the configuration UI.
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    /// This entity's name in the configuration UI.
    var displayRepresentation: DisplayRepresentation { get }
}
