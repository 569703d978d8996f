//
//  SelectCityIntent.swift
//  HabitWidgetExtension
//
//  Xcode generates this class from the extension's `.intentdefinition` file when it builds. Here it is
//  written by hand, as a team without the file would (IntentDefinitionPlugin generates it from one:
//  Tests/IntentDefinitionFixture): the custom intent, with the parameters the widget reads.
//

import Foundation
import Intents

public class SelectCityIntent: INIntent {
    public var city: String?
    public var showsFeelsLike: NSNumber?
}
