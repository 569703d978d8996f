import Snapshot
import Testing

struct SnapshotRecordModeTests {
    @Test(arguments: [
        ([:], SnapshotRecordMode.missing),
        (["CI": "1"], .never),
        (["WIDGETRENDER_RECORD": "all"], .all),
        (["WIDGETRENDER_RECORD": "Failed", "CI": "1"], .failed),
        (["WIDGETRENDER_RECORD": "bogus"], .missing),
        (["WIDGETRENDER_RECORD": "bogus", "CI": "true"], .never),
    ] as [([String: String], SnapshotRecordMode)])
    func modeComesFromTheEnvironment(environment: [String: String], expected: SnapshotRecordMode) {
        #expect(SnapshotRecordMode.current(environment: environment) == expected)
    }
}
