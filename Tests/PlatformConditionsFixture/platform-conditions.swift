// Read by WidgetRender's PlatformConditionsPlugin: the target compiles these sources with the
// `#if os(…)` conditions of the device (docs/platform-api.md "Platform conditions").
// platform: iOS
// sources: ../PlatformConditionsFixtureSources
