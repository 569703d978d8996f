// `@main` on a WidgetBundle in a file that imports only SwiftUI (SwiftUI declares `WidgetBundle` and
// `Widget` on Apple platforms).
import SwiftUI

@main
struct AppleAPIFixtureBundle: WidgetBundle {
    var body: some Widget {
        ShapesWidget()
        HeroActivityWidget()
        TimerControl()
    }
}
