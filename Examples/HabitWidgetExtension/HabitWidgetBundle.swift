//
//  HabitWidgetBundle.swift
//  HabitWidgetExtension
//

import WidgetKit
import SwiftUI

@main
struct HabitWidgetBundle: WidgetBundle {
    var body: some Widget {
        MyAppWidget()
        EmojiWidget()
        CityWidget()
        HabitWidgetExtensionControl()
        HabitWidgetExtensionLiveActivity()
    }
}
