//
//  TemplateWidgetBundle.swift
//  TemplateWidgetExtension
//

import WidgetKit
import SwiftUI

@main
struct TemplateWidgetBundle: WidgetBundle {
    var body: some Widget {
        TemplateWidget()
    }
}
