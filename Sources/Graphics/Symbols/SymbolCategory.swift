/// The groups of the symbol catalogue (one data file each).
public enum SymbolCategory: String, Hashable, Sendable, CaseIterable {
    /// Sun, clouds, precipitation, temperature, moon.
    case weather
    /// Activity, health and fitness.
    case health
    /// Calendar, clocks and timers.
    case time
    /// Battery levels and connectivity.
    case devices
    /// Playback, music and sound.
    case media
    /// Arrows and chevrons.
    case arrows
    /// Checkmarks, alerts, plus/minus, stars, badges.
    case status
    /// Everyday objects, places and transport.
    case objects
    /// People, mail, phone, messages and location.
    case communication
}
