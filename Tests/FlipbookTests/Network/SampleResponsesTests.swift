import Foundation
import Testing
@testable import Flipbook
import FlipbookTestSupport

/// What a fetch got: the status code, the type and the body.
private func status(_ data: Data, _ response: URLResponse) -> String {
    "\((response as? HTTPURLResponse)?.statusCode ?? 0) \(response.mimeType ?? "-") \(String(decoding: data, as: UTF8.self))"
}

/// A scene's `http(s):` requests answered from a folder that mirrors URLs.
@MainActor
@Suite struct SampleResponsesTests {
    /// A folder holding `files` (names relative to it), removed by the caller.
    private func folder(_ files: [String: Data]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-responses-\(UUID().uuidString)")
        for (name, data) in files {
            let file = root.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: file)
        }
        return root
    }

    private func run(_ view: some View, responses: URL?) throws -> SceneRun {
        let content = AnyView(view)
        var scene = FlipbookScene("feed", size: CGSize(width: 300, height: 100), duration: 1) { content }
        scene.sampleResponses = responses.map(SampleResponses.init(folder:))
        return try SceneRun(scene: scene, scale: 1, textMeasurer: FakeTextMeasurer())
    }

    private func texts(_ run: SceneRun) throws -> [String] {
        try run.displayList(at: 0).flattened.compactMap { $0.kind.hasPrefix("text:") ? String($0.kind.dropFirst(5)) : nil }
    }

    private func url(_ string: String) throws -> URL { try #require(URL(string: string)) }

    @Test func aURLIsAnsweredByItsHostAndPathWithItsQueryThenWithout() throws {
        let responses = SampleResponses(folder: URL(fileURLWithPath: "/samples"))
        #expect(responses.candidateNames(for: try url("https://API.example.com/v1/posts?page=2"))
                == ["api.example.com/v1/posts?page=2", "api.example.com/v1/posts"])
        #expect(responses.candidateNames(for: try url("http://example.com:8080/")) == ["example.com/index"])
        #expect(responses.candidateNames(for: try url("https://example.com")) == ["example.com/index"])
        #expect(responses.candidateNames(for: try url("https://example.com/feeds/#top")) == ["example.com/feeds/index"])
        #expect(responses.candidateNames(for: try url("ftp://example.com/file")) == [])
    }

    @Test func aNameThatWouldLeaveTheFolderIsNoFile() throws {
        let root = try folder(["secret": Data("no".utf8), "example.com/a": Data("a".utf8)])
        defer { try? FileManager.default.removeItem(at: root) }
        let responses = SampleResponses(folder: root.appendingPathComponent("example.com"))
        for hostile in ["https://example.com/../secret", "https://example.com/%2E%2E/secret", "https://example.com/a/%2E%2E/%2E%2E/secret",
                        "https://example.com/a%00b", "https://../secret"] {
            #expect(responses.candidateNames(for: try url(hostile)).allSatisfy { !$0.split(separator: "/").contains("..") }, "\(hostile)")
            #expect(responses.file(answering: try url(hostile)) == nil, "\(hostile)")
        }
    }

    @Test func aFeedShowsItsSampleResponseWithStatus200AndItsType() throws {
        let root = try folder(["api.example.com/greeting": Data(#"{"text": "hi"}"#.utf8),
                               "api.example.com/notes.txt": Data("plain".utf8)])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try texts(run(Feed(url: url("https://api.example.com/greeting"), describe: status), responses: root))
                == [#"200 application/json {"text": "hi"}"#])
        #expect(try texts(run(Feed(url: url("https://api.example.com/notes.txt?v=2"), describe: status), responses: root))
                == ["200 text/plain plain"])
    }

    @Test func aRequestWithNoFileFailsAsOfflineAndTheWarningSaysWhichFileWasMissing() throws {
        let root = try folder(["api.example.com/greeting": Data("hi".utf8)])
        defer { try? FileManager.default.removeItem(at: root) }
        let feed = try run(Feed(url: url("https://api.example.com/missing?id=3"), describe: status), responses: root)
        #expect(try texts(feed) == ["The Internet connection appears to be offline."])
        #expect(feed.graph.warnings == [
            "URLSession request to https://api.example.com/missing?id=3: Flipbook renders offline, so it failed with "
                + "URLError.notConnectedToInternet (no file api.example.com/missing?id=3 or api.example.com/missing "
                + "in the sample responses folder \(root.standardizedFileURL.path))",
        ])
    }

    @Test func anAsyncImageShowsTheSampleResponsesPNG() throws {
        let star = AssetCatalogTests.fixtures.bundlePath + "/Fixture.xcassets/Icons/star.imageset/star.png"
        let root = try folder(["images.example.com/star": try Data(contentsOf: URL(fileURLWithPath: star))])
        defer { try? FileManager.default.removeItem(at: root) }
        let photo = AsyncImage(url: try url("https://images.example.com/star")) { phase in
            if let image = phase.image { image.resizable().frame(width: 40, height: 40) } else { Color.gray.frame(width: 40, height: 40) }
        }
        let loaded = try run(photo, responses: root)
        #expect(try loaded.displayList(at: 0).flattened.map(\.kind) == ["image"])
        #expect(loaded.graph.warnings.isEmpty)
        let offline = try run(photo, responses: nil)
        #expect(try offline.displayList(at: 0).flattened.map(\.kind) == ["shape"])
        #expect(offline.graph.warnings == [
            "AsyncImage(url: \"https://images.example.com/star\"): Flipbook renders offline (give it a file:// URL or "
                + "sample responses (--responses DIR)); it shows the .failure phase, as an iPhone offline does",
        ])
    }
}
