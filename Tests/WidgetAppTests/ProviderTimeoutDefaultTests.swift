import PreviewRun
import Testing
import WidgetApp
import WidgetHosting

/// The provider timeout has one value: WidgetHost's default is what `widgetrender previews` asks its runner for
/// (PreviewRun cannot import WidgetApp, so the two constants are held equal here).
@Test func previewsUsesWidgetHostsProviderTimeout() {
    #expect(WidgetHost.defaultProviderTimeout == .milliseconds(Int64(PreviewRunRequest.defaultProviderTimeoutSeconds * 1000)))
    #expect(PreviewRunRequest(folder: "/tmp").providerTimeoutSeconds == PreviewRunRequest.defaultProviderTimeoutSeconds)
}
