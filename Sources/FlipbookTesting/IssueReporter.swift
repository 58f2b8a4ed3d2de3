import Testing
import XCTest

/// Records a failure with the framework that runs the current test: Swift Testing's
/// `Issue.record` inside a `@Test`, `XCTFail` otherwise.
enum IssueReporter {
    /// True while a Swift Testing test is running on this task.
    static var isSwiftTesting: Bool { Test.current != nil }

    static func record(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        if isSwiftTesting {
            Issue.record(Comment(rawValue: message), sourceLocation: SourceLocation(
                fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
        } else {
            XCTFail(message, file: filePath, line: line)
        }
    }
}
