import FlipbookDisplayList
@testable import FlipbookRaster
import Foundation
import Testing

/// Engines on several threads (the raster threads beside the main thread's measurer) lay text out
/// exactly as one engine alone does. Without the engines' shared lock on font set-up, four engines
/// started at once gave some texts other widths and line counts in about two runs of three (fonts
/// loaded by two font maps at once came out wrong, and stayed wrong).
@Suite struct PangoEnginesTests {
    /// Words of letters and digits, each at one of three sizes, unwrapped or wrapped (a fixed
    /// generator, so every run lays out the same ones).
    static let specs: [TextLayoutSpec] = {
        let characters = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwyz …—’")
        var seed: UInt64 = 7
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        return (0..<1_500).map { index in
            let word = String((0..<3 + next(10)).map { _ in characters[next(characters.count)] })
            let font = FontSpec(size: [11, 17, 13.5][index % 3], weight: index % 5 == 0 ? 700 : 400)
            return TextLayoutSpec(string: word, font: font, width: index % 2 == 0 ? nil : 2 + Double(next(40)))
        }
    }()

    @Test func enginesOnFourThreadsLayTextOutAsOneEngineDoes() throws {
        let fonts = try FontSet.pinned()
        let alone = try PangoTextEngine(fonts: fonts)
        let expected = Self.specs.map { alone.makeLayout($0)?.metrics }
        let results = Results(count: 4)
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            guard let engine = try? PangoTextEngine(fonts: FontSet.pinned()) else { return }
            results.set(thread, Self.specs.map { engine.makeLayout($0)?.metrics })
        }
        for thread in 0..<4 {
            let metrics = try #require(results.get(thread), "thread \(thread) made no engine")
            let differing = zip(Self.specs, zip(metrics, expected)).filter { $1.0 != $1.1 }.map(\.0.string)
            #expect(differing.isEmpty, "thread \(thread): \(differing.count) texts laid out differently, e.g. \(differing.prefix(3))")
        }
    }
}

/// Each thread's metrics, written by that thread and read after all have finished.
private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [[TextMetrics?]?]
    init(count: Int) { values = Array(repeating: nil, count: count) }
    func set(_ index: Int, _ metrics: [TextMetrics?]) { lock.withLock { values[index] = metrics } }
    func get(_ index: Int) -> [TextMetrics?]? { lock.withLock { values[index] } }
}
