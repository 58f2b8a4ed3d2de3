import Testing
import FlipbookTesting

@Suite struct RecordModeTests {
    @Test func missingLocallyAndNeverOnCI() {
        #expect(RecordMode.fromEnvironment([:]) == (.missing, "the default", nil))
        #expect(RecordMode.fromEnvironment(["CI": "true"]) == (.never, "CI is set", nil))
        #expect(RecordMode.fromEnvironment(["CI": "false"]).mode == .missing)
    }

    @Test func theVariableWins() {
        #expect(RecordMode.fromEnvironment(["FLIPBOOK_RECORD": "failed", "CI": "1"]) == (.failed, "FLIPBOOK_RECORD=failed", nil))
        #expect(RecordMode.fromEnvironment(["FLIPBOOK_RECORD": "ALL"]).mode == .all)
    }

    @Test func anUnknownValueRecordsNothing() {
        #expect(RecordMode.fromEnvironment(["FLIPBOOK_RECORD": "yes"]) == (.never, "FLIPBOOK_RECORD=yes",
            "FLIPBOOK_RECORD=yes is not a record mode (use one of all, missing, failed, never); nothing was recorded"))
    }

    @Test func goldensLiveBesideTheTestFile() {
        let location = GoldenLocation(filePath: "/p/Tests/T/SceneTests.swift", function: "spinsOnce()", name: "spin@2x",
                                      environment: ["SNAPSHOT_ARTIFACTS": "/tmp/art"])
        #expect(location.directory == "/p/Tests/T/__Snapshots__/SceneTests/spinsOnce.spin@2x")
        #expect(location.goldenPath(ofFrame: 12) == "/p/Tests/T/__Snapshots__/SceneTests/spinsOnce.spin@2x/frame-00012.png")
        #expect(location.manifestPath == "/p/Tests/T/__Snapshots__/SceneTests/spinsOnce.spin@2x/sequence.json")
        #expect(location.actualPath(ofFrame: 12) == "/tmp/art/SceneTests/spinsOnce.spin@2x/frame-00012.actual.png")
        #expect(location.diffPath(ofFrame: 12) == "/tmp/art/SceneTests/spinsOnce.spin@2x/frame-00012.diff.png")
        #expect(GoldenLocation(filePath: "/p/A.swift", function: "test Foo(x:)", name: nil, environment: [:]).directory
                == "/p/__Snapshots__/A/test-Foo-x")
    }
}
