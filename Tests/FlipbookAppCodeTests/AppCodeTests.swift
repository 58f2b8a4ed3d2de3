import Flipbook
import FlipbookPlayer
import FlipbookRaster
import FlipbookTesting
import Foundation
import Testing

/// View files written as SwiftUI app code and tutorials write them (`AppCode/`, each unchanged but
/// for `import Flipbook`; `AppCode/Corpus/` and `AppCode/LastFrameCorpus/` link to app-corpus
/// files, unchanged, their `import SwiftUI` served by the `SwiftUI` fixture target), rendered as scenes and checked against goldens that were looked at
/// against what an iPhone shows. They live in a target of their own so that they compile exactly
/// as written: no `@testable` import, and their type names (`SettingsRow`, `Event`…) clash with
/// nothing in Flipbook's own tests.
@MainActor
@Suite struct AppCodeTests {
    private static func scene<V: View>(_ name: String, height: CGFloat, colorScheme: ColorScheme = .light,
                                       @ViewBuilder _ content: @escaping @MainActor @Sendable () -> V) -> FlipbookScene {
        var scene = FlipbookScene(name, size: CGSize(width: 390, height: height), scale: 2, duration: 0.1, content: content)
        scene.colorScheme = colorScheme
        return scene.goldenTimes([0])
    }

    static let scenes: [FlipbookScene] = [
        scene("profile-card", height: 400) { ProfileCardView(name: "Ada Lovelace", role: "Engineer") },
        scene("weather", height: 420) { WeatherView() },
        scene("settings-rows", height: 260) { SettingsRowsView() },
        FlipbookScene("counter", size: CGSize(width: 390, height: 200), scale: 2, duration: 1) {
            Tap("Add", at: 0.2)
            Tap("Add", at: 0.4)
            Tap("Remove", at: 0.6)
            Tap("Add", at: 0.8)
        } content: {
            CounterView()
        }.goldenTimes([0.9]),
        scene("markdown-note", height: 180) { MarkdownNoteView() },
        scene("price-tag", height: 150) { PriceTagView() },
        scene("dark-mode-card", height: 260) { DarkModeCardView() },
        scene("rating", height: 120) { RatingScreen() },
        scene("now-playing", height: 260) { NowPlayingView() },
        scene("badges", height: 80) { BadgeView() },
        scene("emoji-reactions", height: 140) { EmojiReactionsView() },
        scene("brand-card", height: 330) { BrandCardView() },
        scene("brand-card-dark", height: 330, colorScheme: .dark) { BrandCardView() },
        FlipbookScene("workout-countdown", size: CGSize(width: 390, height: 320), scale: 2, duration: 3) {
            WorkoutCountdownView(exercise: "Plank", duration: 45)
        }.goldenTimes([0, 2.5]),
        scene("event-row", height: 130) {
            EventRowView(event: Event(title: "Design review", start: Date(timeIntervalSince1970: 1_726_221_600),
                                      location: "Room 4"))
        },
    ]

    @Test func everyAppFileRendersAsItsGoldenShows() {
        for scene in Self.scenes {
            assertFrames(of: scene, named: scene.name)
        }
    }

    /// The app files' own `#Preview`s, each on its device with the status bar and home indicator
    /// (bars, list spacing, geometry effects, sheet backgrounds); those of `AppCode/LastFrameCorpus/`
    /// are checked by `everyLastFrameCorpusPreviewMatchesItsGolden`.
    @Test func everyPreviewRendersAsItsGoldenShows() {
        assertPreviews(in: ["FlipbookAppCodeTests"], where: { !Self.isLastFrameCorpusPreview($0) }, scale: 2,
                       sampleResponses: Self.sampleResponses)
    }

    /// What the previews' `http(s):` requests get (`SampleResponses/HOST/PATH`): the posts
    /// `PostsFeed` fetches, the artist and album pictures `ArtistProfile` shows, the photos `PinnedPhotoGrid` shows
    /// (30×30 gradients). Other URLs fail as offline.
    static let sampleResponses = SampleResponses(
        folder: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("SampleResponses"))

    /// The previews of the app-corpus files linked in `AppCode/LastFrameCorpus/`, each checked at
    /// its last frame only, as the canvas shows them at scale 2: after a script has acted (a view a
    /// script names by a label it no longer answers to fails the render), or at rest.
    @Test func everyLastFrameCorpusPreviewMatchesItsGolden() throws {
        let measurer = try PangoTextMeasurer(fonts: try FontSet.pinned())
        let scenes = try FlipbookScene.previews(in: ["FlipbookAppCodeTests"], measuringWith: measurer).filter(Self.isLastFrameCorpusPreview)
        #expect(!scenes.isEmpty)
        for var scene in scenes {
            scene.sampleResponses = Self.sampleResponses
            assertFrames(of: scene, at: [Double(scene.frameCount - 1) / Double(scene.fps)], scale: 2, named: scene.name)
        }
    }

    /// The files linked in `AppCode/LastFrameCorpus/`.
    private static let lastFrameCorpusFiles: Set<String> = {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("AppCode/LastFrameCorpus")
        return Set((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
    }()

    /// Whether `scene` is a preview declared in a file of `AppCode/LastFrameCorpus/` (its summary,
    /// "preview at FlipbookAppCodeTests/File.swift:12", says where).
    private static func isLastFrameCorpusPreview(_ scene: FlipbookScene) -> Bool {
        guard let file = scene.summary.firstMatch(of: /\/([^\/:]+\.swift):/)?.1 else { return false }
        return lastFrameCorpusFiles.contains(String(file))
    }

    @Test func noAppFileLeavesAWarning() throws {
        let measurer = try PangoTextMeasurer(fonts: try FontSet.pinned())
        for scene in Self.scenes {
            let run = try SceneRun(scene: scene, scale: 2, textMeasurer: measurer)
            _ = try run.displayList(at: scene.goldenTimes[0])
            #expect(run.graph.warnings == [], "\(scene.name)")
        }
    }

    @Test func aCountdownWrittenAgainstDateNowCountsDownOnTheScenesClock() throws {
        let run = try SceneRun(scene: Self.scenes.first { $0.name == "workout-countdown" }!, scale: 1,
                               textMeasurer: try PangoTextMeasurer(fonts: try FontSet.pinned()))
        func shown(at time: Double) throws -> [String] {
            _ = try run.displayList(at: time)
            return run.graph.layoutDump(at: time).split(separator: "\n").compactMap { line in
                line.firstMatch(of: /Text\("(\d+:\d\d)"\)/).map { String($0.1) }
            }
        }
        #expect(try shown(at: 0) == ["0:45"])
        #expect(try shown(at: 0.99) == ["0:45"])
        #expect(try shown(at: 1) == ["0:44"])
        #expect(try shown(at: 2.5) == ["0:43"])
    }

    @Test func preferredColorSchemeInAnAppFileMakesTheSceneDark() throws {
        let run = try SceneRun(scene: Self.scenes.first { $0.name == "dark-mode-card" }!, scale: 1,
                               textMeasurer: try PangoTextMeasurer(fonts: try FontSet.pinned()))
        #expect(run.colorScheme == .dark)
        #expect(run.background.red == 0 && run.background.alpha == 1)
    }
}
