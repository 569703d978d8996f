// `import OSLog` on Linux (a product declared only there; elsewhere it is Apple's framework): Apple's
// OSLog re-exports `os`'s logging API (Logger, OSLogMessage, OSLogType, os_log), which lives in `os`.
@_exported import WidgetRenderOS
