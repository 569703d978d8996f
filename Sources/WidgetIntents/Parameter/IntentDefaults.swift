/// Gives an intent's parameters the values the system would before a widget is configured: an entity
/// parameter without a default gets its query's `defaultResult()` (WidgetKit does this for a widget that
/// has not been edited yet).
///
/// ```swift
/// let intent = SelectHeroIntent()
/// let missing = await IntentDefaults.resolve(intent)   // [] when every parameter can be read
/// ```
public enum IntentDefaults {
    /// Resolves the defaults of `intent`'s parameters (found by reflection on its stored
    /// `@Parameter` properties) and returns the titles of those that still have no value.
    public static func resolve<Intent: AppIntent>(_ intent: Intent) async -> [String] {
        var missing: [String] = []
        for child in Mirror(reflecting: intent).children {
            guard let slot = child.value as? any IntentParameterSlot else { continue }
            await slot.resolveDefault()
            if !slot.hasValue { missing.append(slot.titleText) }
        }
        return missing
    }

    /// `Entity.defaultQuery.defaultResult()`.
    static func defaultEntity<Entity: AppEntity>(of type: Entity.Type) async -> Entity? {
        await Entity.defaultQuery.defaultResult()
    }
}
