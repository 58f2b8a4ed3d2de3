import XCTest
@testable import FlipbookTesting

/// `assertFrames` reports through XCTest when no Swift Testing test is running.
final class XCTestReportingTests: XCTestCase {
    func testXCTestIsDetected() {
        XCTAssertFalse(IssueReporter.isSwiftTesting)
    }
}
