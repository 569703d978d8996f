import Graphics
import Views

/// The view WidgetKit's host builds around a widget body: the container background filling the whole
/// widget, under the body inset by the content margins (WIDGETKIT.md §2.5: "the background always fills
/// the whole widget").
struct WidgetComposition<Body: View>: View {
    var body_: Body
    var margins: EdgeInsets
    var background: AnyView?
    var size: Size

    init(body: Body, margins: EdgeInsets, background: AnyView?, size: Size) {
        self.body_ = body
        self.margins = margins
        self.background = background
        self.size = size
    }

    var body: some View {
        ZStack {
            if let background {
                background
            }
            body_.padding(margins)
        }
        .frame(width: size.width, height: size.height)
    }
}
