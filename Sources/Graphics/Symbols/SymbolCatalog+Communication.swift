// People, mail, phone, messages and location (Material Icons; round speech bubbles from Fork Awesome;
// the outline phone stroked from Material's filled handset).
extension SymbolCatalog {
    static let communication: [SymbolEntry] = [
        SymbolEntry("person", .communication, .material(0xE7FF, "person_outline")),
        SymbolEntry("person.fill", .communication, .material(0xE7FD, "person"), scale: 1.066), // [R] iOS ink box, docs/widgets.md
        SymbolEntry("person.2", .communication, .material(0xE7FC, "people_outline")),
        SymbolEntry("person.2.fill", .communication, .material(0xE7FB, "people")),
        SymbolEntry("person.crop.circle", .communication, .material(0xE853, "account_circle"),
                    identicalTo: "person.crop.circle.fill"),
        SymbolEntry("person.crop.circle.fill", .communication, .material(0xE853, "account_circle"),
                    identicalTo: "person.crop.circle"),
        SymbolEntry("envelope", .communication, .material(0xE0E1, "mail_outline")),
        SymbolEntry("envelope.fill", .communication, .material(0xE158, "mail")),
        SymbolEntry("phone", .communication, parts: [.outline(.material(0xE0CD, "phone"), lineWidth: 0.075, scale: 0.93)]),
        SymbolEntry("phone.fill", .communication, .material(0xE0CD, "phone")),
        SymbolEntry("message", .communication, .fork(0xF0E5, "comment-o"), scale: 0.9),
        SymbolEntry("message.fill", .communication, .fork(0xF075, "comment"), scale: 0.9),
        SymbolEntry("bubble.left", .communication, .material(0xE0CB, "chat_bubble_outline")),
        SymbolEntry("bubble.left.fill", .communication, .material(0xE0CA, "chat_bubble")),
        SymbolEntry("location", .communication, .material(0xE569, "near_me"), identicalTo: "location.fill"),
        SymbolEntry("location.fill", .communication, .material(0xE569, "near_me"), identicalTo: "location"),
        SymbolEntry("location.north.fill", .communication, .material(0xE55D, "navigation")),
        SymbolEntry("mappin", .communication, .material(0xE0C8, "location_on")),
        SymbolEntry("mappin.and.ellipse", .communication, .material(0xE55E, "pin_drop")),
    ]
}
