import Views

/// The sample data of the events example: a Tuesday in June, five events today and three tomorrow.
struct EventsData: Sendable {
    /// One calendar event.
    struct Event: Sendable {
        var title: String
        var time: String
        var location: String
        /// The calendar's colour.
        var color: Color
    }

    var weekday = "Tuesday"
    var weekdayShort = "TUE"
    var dayOfMonth = 4
    var month = "June 2024"
    var today: [Event] = [
        Event(title: "Design Standup", time: "9:00 – 9:30 AM", location: "Studio B", color: .blue),
        Event(title: "Roadmap Review: Q3 Priorities, Hiring Plan and the Widget Launch",
              time: "10:30 AM – 12:00 PM", location: "Infinite Loop 1, Conference Room Diamond Head", color: .purple),
        Event(title: "Lunch with Sam", time: "12:30 – 1:30 PM", location: "Tartine Manufactory", color: .green),
        Event(title: "Dentist: Dr. Alvarez", time: "3:00 – 3:45 PM", location: "Cupertino Dental Group", color: .red),
        Event(title: "Yoga", time: "6:30 – 7:30 PM", location: "Flow Studio", color: .orange),
    ]
    var tomorrow: [Event] = [
        Event(title: "Flight UA 1234 to Seattle", time: "8:05 – 10:15 AM", location: "SFO Terminal 3", color: .teal),
        Event(title: "Apartment Viewing", time: "2:00 – 3:00 PM", location: "1120 Pine Street, Seattle", color: .green),
        Event(title: "Dinner with Alex and Jordan", time: "7:00 – 9:00 PM", location: "Canlis", color: .pink),
    ]

    /// The sample the widget shows.
    static let sample = EventsData()
}
