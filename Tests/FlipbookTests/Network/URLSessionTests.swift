import Foundation
import Testing
@testable import Flipbook
import FlipbookTestSupport

/// A feed that loads in `.task`, as tutorials write one, and shows what it got.
struct Feed: View {
    let url: URL
    var describe: @Sendable (Data, URLResponse) -> String = { data, _ in "loaded \(data.count) bytes" }
    @State private var status = "loading"
    var body: some View {
        Text(status)
            .task {
                do {
                    let (data, response) = try await URLSession.shared.data(from: url)
                    status = describe(data, response)
                } catch let error as URLError {
                    status = error.localizedDescription
                } catch {
                    status = "other"
                }
            }
    }
}

/// The offline stand-in for URLSession: files load, everything else fails at once, the same on every run.
@MainActor
@Suite struct URLSessionTests {
    private func run(_ view: some View) throws -> SceneRun {
        let content = AnyView(view)
        let scene = FlipbookScene("feed", size: CGSize(width: 300, height: 100), duration: 1) { content }
        return try SceneRun(scene: scene, scale: 1, textMeasurer: FakeTextMeasurer())
    }

    private func texts(_ run: SceneRun, at time: Double) throws -> [String] {
        try run.displayList(at: time).flattened.compactMap { $0.kind.hasPrefix("text:") ? String($0.kind.dropFirst(5)) : nil }
    }

    @Test func aRequestInASceneFailsAtOnceAsOfflineAndIsNamedInTheWarnings() throws {
        let url = try #require(URL(string: "https://example.com/feed.json"))
        let feed = try run(Feed(url: url))
        #expect(try texts(feed, at: 0) == ["The Internet connection appears to be offline."])
        #expect(feed.graph.warnings == [
            "URLSession request to https://example.com/feed.json: Flipbook renders offline, so it failed with "
                + "URLError.notConnectedToInternet (give previews sample data, a file: URL, or sample responses with --responses DIR)",
        ])
    }

    @Test func aFileURLLoadsItsBytes() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-feed-\(UUID().uuidString).json")
        try Data("[1,2,3]".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let (data, response) = try await URLSession.shared.data(for: URLRequest(url: file))
        #expect(data == Data("[1,2,3]".utf8))
        #expect(response.expectedContentLength == 7)
        #expect(try texts(run(Feed(url: file)), at: 0) == ["loaded 7 bytes"])
        let missing = await #expect(throws: URLError.self) {
            try await URLSession.shared.data(from: file.appendingPathExtension("missing"))
        }
        #expect(missing?.code == .fileDoesNotExist)
    }

    @Test func aDataTaskCompletesWhenResumedAndAPublisherFailsAtOnce() throws {
        let url = try #require(URL(string: "https://example.com/a"))
        let codes = Codes()
        let task = URLSession.shared.dataTask(with: url) { data, response, error in
            codes.append((error as? URLError)?.code.rawValue ?? 0)
            #expect(data == nil && response == nil)
        }
        #expect(codes.values.isEmpty)
        task.resume()
        #expect(codes.values == [URLError.notConnectedToInternet.rawValue])
        var completion: Subscribers.Completion<URLError>?
        let subscription = URLSession.shared.dataTaskPublisher(for: url).sink { completion = $0 } receiveValue: { _ in }
        guard case .failure(let error) = completion else {
            Issue.record("the publisher did not fail: \(String(describing: completion))")
            return
        }
        #expect(error.code == .notConnectedToInternet)
        subscription.cancel()
    }

    @Test func requestHeadersMatchWithoutRegardToCase() throws {
        var request = URLRequest(url: try #require(URL(string: "https://example.com")))
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        request.addValue("text/plain", forHTTPHeaderField: "accept")
        #expect(request.value(forHTTPHeaderField: "ACCEPT") == "application/json,text/plain")
        #expect(request.allHTTPHeaderFields == ["accept": "application/json,text/plain"])
        #expect(request.httpMethod == "GET")
        let url = try #require(request.url)
        let response = try #require(HTTPURLResponse(url: url, statusCode: 404, httpVersion: nil,
                                                    headerFields: ["Content-Type": "application/json"]))
        #expect(response.statusCode == 404)
        #expect(response.mimeType == "application/json")
    }
}

/// Codes a completion handler reports, from any thread.
private final class Codes: @unchecked Sendable {
    private(set) var values: [Int] = []
    func append(_ code: Int) { values.append(code) }
}
