import SwiftUI

/// A label in the catalog's WidgetBackground over WidgetBackground: no contrast at all, which the legibility
/// check can only see when it reads this module's catalog.
struct HiddenLabel: View {
    var body: some View {
        Text("Hidden")
            .font(.title)
            .foregroundStyle(Color("WidgetBackground"))
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(Color("WidgetBackground"))
    }
}
