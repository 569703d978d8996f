//
//  SelectCityIntent.swift
//  HabitWidgetExtension
//
//  Xcode generates this class from the extension's `.intentdefinition` file when it builds (it is
//  never in the sources of an iOS project). There is no generator on Linux, so the team writes the
//  class the generated code declares: the custom intent, with the parameters the widget reads.
//

import Foundation
import Intents

public class SelectCityIntent: INIntent {
    public var city: String?
    public var showsFeelsLike: NSNumber?
}
