@testable import os
import OSLog
import Testing

@Suite(.serialized) struct LoggerTests {
    private let logger = Logger(subsystem: "com.example.weather", category: "widget")

    @Test func linesCarrySubsystemCategoryAndLevel() {
        let lines = LogOutput.capture {
            logger.info("loaded")
            logger.error("failed")
            logger.log(level: .debug, "detail")
            logger.notice("note")
            logger.fault("bad")
        }
        #expect(lines == [
            "[com.example.weather:widget] info: loaded",
            "[com.example.weather:widget] error: failed",
            "[com.example.weather:widget] debug: detail",
            "[com.example.weather:widget] default: note",
            "[com.example.weather:widget] fault: bad",
        ])
    }

    @Test func interpolationHonoursPrivacy() {
        let city = "Cupertino", count = 4
        let lines = LogOutput.capture {
            logger.info("\(count) hours for \(city, privacy: .public), token \(city, privacy: .private)")
            logger.info("hashed \(city, privacy: .private(mask: .hash))")
        }
        #expect(lines.first == "[com.example.weather:widget] info: 4 hours for Cupertino, token <private>")
        let hashed = lines.last ?? ""
        #expect(hashed.hasPrefix("[com.example.weather:widget] info: hashed <mask.hash: '") && !hashed.contains("Cupertino"))
        // The mask is the same in every run (no per-process seed).
        #expect(LogOutput.capture { logger.info("hashed \(city, privacy: .private(mask: .hash))") } == [hashed])
    }

    @Test func floatFormatting() {
        let lines = LogOutput.capture { logger.debug("t=\(21.456, format: .fixed(precision: 1))") }
        #expect(lines == ["[com.example.weather:widget] debug: t=21.5"])
    }

    @Test func nothingIsEvaluatedWhenLoggingIsOff() {
        var evaluated = false
        func probe() -> String { evaluated = true; return "x" }
        logger.info("\(probe())")
        #expect(!evaluated)
    }

    @Test func osLogFormatsPrintfArguments() {
        let log = OSLog(subsystem: "s", category: "c")
        let lines = LogOutput.capture {
            os_log("%d entries for %{public}@ (%{private}@) 100%%", log: log, type: .info, 3, "Cupertino", "secret")
            os_log("nothing", log: .disabled, type: .error)
            os_log(.error, log: log, "modern \(5)")
        }
        #expect(lines == ["[s:c] info: 3 entries for Cupertino (<private>) 100%", "[s:c] error: modern 5"])
    }

    @Test func loggerFromOSLogUsesItsSubsystem() {
        let lines = LogOutput.capture { Logger(OSLog(subsystem: "a", category: "b")).warning("w") }
        #expect(lines == ["[a:b] error: w"])
    }
}
