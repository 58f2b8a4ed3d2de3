import Foundation
import Synchronization

/// Where a problem found by code with no view graph to report to goes (a named colour that no
/// catalogue has, SwiftData's query without a container): the render summary of the scene whose
/// body, or preview, is being evaluated (its graph binds `sink` then), else a line on standard
/// error, as iOS logs it.
package enum AssetWarnings {
    @TaskLocal static var sink: WarningSink?

    package static func report(_ message: String) {
        if let sink {
            sink.add(message)
        } else {
            FileHandle.standardError.write(Data("warning: \(message)\n".utf8))
        }
    }
}

/// Warnings gathered while a graph evaluates code that cannot reach it.
final class WarningSink: Sendable {
    private let messages = Mutex<[String]>([])

    func add(_ message: String) { messages.withLock { $0.append(message) } }

    /// The warnings gathered since the last call.
    func take() -> [String] { messages.withLock { messages in defer { messages = [] }; return messages } }
}
