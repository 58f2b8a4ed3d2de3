import Foundation
import Testing
import FlipbookImage

/// A package's own command line (`FlipbookCommandLine.main(previewModules:)`) over its previews,
/// run as a user runs it: the fixture executable over the module FIXTURE_MODULE names.
@Suite struct PreviewCommandLineTests {
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-previews-\(UUID().uuidString)")

    private func run(_ module: String, _ arguments: String..., environment: [String: String] = [:]) throws -> CLI {
        try CLI(program: "PreviewFixturesCLI", arguments: arguments,
                environment: environment.merging(["FIXTURE_MODULE": module]) { $1 })
    }

    @Test func listShowsEveryPreviewByName() throws {
        let result = try run("PreviewFixtures", "list")
        #expect(result.status == 0)
        #expect(result.stdout.split(separator: "\n").map { String($0.prefix { $0 != " " }) } == [
            "counter-1", "counter-2", "badge-1", "badge-42", "like-button-1", "not-liked", "liked", "tapped",
            "tile-dark", "toast-dark", "written-dates", "profile-card-on-device", "ada", "profile-card-2",
        ])
        #expect(result.stdout.contains("like-button-1           402×874 pt @3x  60 fps, 2 s, 120 frames  "
                                       + "preview at PreviewFixtures/LikeButton.swift:18"))
    }

    @Test func renderAllAndGIFWorkOnPreviews() throws {
        defer { try? FileManager.default.removeItem(at: work) }
        let render = try run("PreviewFixtures", "render", "--all", "--out", work.path, "--frames", "0..1")
        #expect(render.status == 0)
        #expect(render.stdout.split(separator: "\n").count == 14)
        let frame = try PNG.read(contentsOf: work.appendingPathComponent("liked/frame-00001.png").path)
        #expect((frame.width, frame.height) == (600, 300))
        let gif = work.appendingPathComponent("tapped.gif").path
        let made = try run("PreviewFixtures", "gif", "tapped", "--fps", "25", "-o", gif)
        #expect(made.status == 0)
        #expect(made.stdout.hasPrefix("\(gif): 25 frames at 25 fps"))
        #expect(FileManager.default.fileExists(atPath: gif))
    }

    /// A view that formats dates with the process's zone and locale (day, week start, zone and
    /// locale names) draws the same frame in a process started with another zone and language:
    /// the time zone every process pins. (`ProcessTimeZoneTests` checks the strings themselves.)
    @Test func datesAppCodeFormatsItselfDoNotDependOnTheMachinesZoneOrLanguage() throws {
        defer { try? FileManager.default.removeItem(at: work) }
        let hostile = ["TZ": "America/New_York", "LANG": "de_DE.UTF-8", "LC_ALL": "de_DE.UTF-8", "LANGUAGE": "de"]
        var frames: [Data] = []
        for (name, environment) in [("plain", [:]), ("hostile", hostile)] {
            let out = work.appendingPathComponent(name)
            let result = try run("PreviewFixtures", "render", "written-dates", "--frames", "0..0", "--out", out.path,
                                 environment: environment)
            #expect(result.status == 0)
            frames.append(try Data(contentsOf: out.appendingPathComponent("written-dates/frame-00000.png")))
        }
        #expect(frames[0] == frames[1])
    }

    @Test func anUnknownPreviewNameIsBadUsage() throws {
        let result = try run("PreviewFixtures", "render", "nope", "--out", work.path)
        #expect(result.status == 2)
        #expect(result.stderr == "flipbook: unknown scene \"nope\"; `flipbook list` shows all 14\n")
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: work.path))
    }

    @Test func aNameThatPreviewsOfSeveralFilesShareListsThem() throws {
        let result = try run("PreviewFixtures", "render", "dark", "--out", work.path)
        #expect(result.status == 2)
        #expect(result.stderr == "flipbook: unknown scene \"dark\"; previews of several files are named so: tile-dark, toast-dark\n")
        #expect(!FileManager.default.fileExists(atPath: work.path))
    }

    @Test(arguments: [
        ("DuplicatePreviewFixtures", "flipbook: two previews are named \"sign-in\": DuplicatePreviewFixtures/Duplicates.swift:4 "
            + "and DuplicatePreviewFixtures/Duplicates.swift:6; give one of them another display name\n"),
        ("EmptyPreviewFixtures", "flipbook: EmptyPreviewFixtures.Nothing_Previews has no previews: its `previews` is empty; "
            + "return at least one view\n"),
    ])
    func aBrokenPreviewIsOneLineAndExitTwo(module: String, message: String) throws {
        let result = try run(module, "list")
        #expect(result.status == 2)
        #expect(result.stderr == message)
        #expect(result.stdout.isEmpty)
    }

    @Test func anUnknownDeviceNamesThePreviewAndTheKnownDevices() throws {
        let result = try run("UnknownDevicePreviewFixtures", "list")
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("flipbook: preview \"unknown-device\" (UnknownDevicePreviewFixtures/UnknownDevice.swift:4): "
                                        + "unknown device \"iPhone 99\"; use one of iPhone 16 Pro, "))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test func aPreviewThatTrapsWhileBeingSizedNamesItsFileAndLine() throws {
        let result = try run("TrappingPreviewFixtures", "list", environment: ["TRAP_WHILE_SIZING": "1"])
        #expect(result.status == 2)
        #expect(result.stderr.hasSuffix("\nflipbook: the preview at TrappingPreviewFixtures/Trapping.swift:19 crashed while "
                                        + "Flipbook was sizing it\n"))
    }

    @Test func aPreviewThatTrapsWhileRenderingNamesItsFileAndLine() throws {
        defer { try? FileManager.default.removeItem(at: work) }
        let result = try run("TrappingPreviewFixtures", "render", "fine", "trapping", "--out", work.path)
        #expect(result.status == 2)
        // The Swift runtime's own line, then Flipbook's.
        #expect(result.stderr.hasSuffix("\nflipbook: trapping (preview at TrappingPreviewFixtures/Trapping.swift:19) crashed "
                                        + "while rendering; the frames written before it are complete\n"))
        #expect(result.stdout.hasPrefix("fine: 120 frames"))
        // The trap comes with frame 30 (0.5 s). Frames before it that the raster threads had
        // written are whole PNGs (how many depends on timing); a frame caught mid-write is only a
        // hidden temporary file, never a PNG.
        let folder = work.appendingPathComponent("trapping")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }.sorted()
        #expect(names.allSatisfy { $0.hasPrefix("frame-000") && $0.hasSuffix(".png") && Int($0.dropFirst(6).prefix(5))! < 30 })
        for name in names { _ = try PNG.read(contentsOf: folder.appendingPathComponent(name).path) }
    }
}
