//
//  IntentHandler.swift
//  IntentDefinitionFixture
//
//  The places the configuration offers, as an Intents extension's handler provides them (Xcode's
//  "Intents Extension" template, conforming to the generated `ConfigurationIntentHandling`).
//

import Intents

class IntentHandler: INExtension, ConfigurationIntentHandling {

    func providePlaceOptionsCollection(for intent: ConfigurationIntent, with completion: @escaping (INObjectCollection<Place>?, Error?) -> Void) {
        let places: [Place] = [
            Place(identifier: "lisbon", display: "Lisbon"),
            Place(identifier: "kyoto", display: "Kyoto"),
        ]
        places[0].country = "Portugal"
        places[1].country = "Japan"
        completion(INObjectCollection(items: places), nil)
    }

    override func handler(for intent: INIntent) -> Any {
        // This is the default implementation.  If you want different objects to handle different intents,
        // you can override this and return the handler you want for that particular intent.

        return self
    }

}
