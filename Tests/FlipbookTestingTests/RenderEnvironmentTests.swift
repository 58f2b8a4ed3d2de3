import Foundation
import Testing
import FlipbookImage
import FlipbookPlayer
@testable import FlipbookTesting

@Suite struct RenderEnvironmentTests {
    let sandbox = GoldenSandbox()

    static let here = RenderEnvironment(libraries: ["cairo": "1.16.0", "pango": "1.54.0"], fonts: ["Inter-Regular.otf": "crc32 1"],
                                        architecture: "x86_64")

    /// The manifest on disk edited to another environment, as if the goldens came from another machine.
    func editManifest(_ edit: (inout RenderEnvironment) -> Void) throws {
        var manifest = try #require(try SequenceManifest.read(at: sandbox.location.manifestPath))
        var environment = try #require(manifest.environment)
        edit(&environment)
        manifest.environment = environment
        try manifest.write(to: sandbox.location.manifestPath)
    }

    @Test func aFailingComparisonNamesTheEnvironmentChangeFirst() throws {
        defer { sandbox.remove() }
        _ = sandbox.verify(GoldenSandbox.frames(), mode: .missing, environment: Self.here)
        try editManifest {
            $0.libraries["pango"] = "1.50.12"
            $0.fonts["Inter-Regular.otf"] = "crc32 2"
        }
        let failures = sandbox.verify(GoldenSandbox.frames(gray: 100), mode: .missing, environment: Self.here)
        #expect(failures.count == 3)
        let expected: String = "grey: environment differs: pango 1.50.12 → 1.54.0; font Inter-Regular.otf changed. The goldens "
            + "were rendered with other libraries or fonts, which can change antialiasing and text by themselves: re-record "
            + "them here (FLIPBOOK_RECORD=failed), keep goldens per environment (name: \"linux-x86_64\"…), or compare with a "
            + "tolerance (FrameTolerance(threshold: 0.1, maxDiffPixelRatio: 0.001))."
        #expect(failures.first == expected)
        #expect(failures.dropFirst().allSatisfy { $0.hasPrefix("grey frame ") })
    }

    @Test func matchingPixelsPassWhateverTheEnvironment() throws {
        defer { sandbox.remove() }
        _ = sandbox.verify(GoldenSandbox.frames(), mode: .missing, environment: Self.here)
        try editManifest { $0.architecture = "arm64" }
        #expect(sandbox.verify(GoldenSandbox.frames(), mode: .missing, environment: Self.here).isEmpty)
    }

    @Test func manifestsWithoutAnEnvironmentStayValid() throws {
        defer { sandbox.remove() }
        _ = sandbox.verify(GoldenSandbox.frames(), mode: .missing)
        #expect(try SequenceManifest.read(at: sandbox.location.manifestPath)?.environment == nil)
        #expect(sandbox.verify(GoldenSandbox.frames(), mode: .missing, environment: Self.here).isEmpty)
        let failures = sandbox.verify(GoldenSandbox.frames(gray: 100), mode: .missing, environment: Self.here)
        #expect(failures.count == 2)
        #expect(failures.allSatisfy { $0.hasPrefix("grey frame ") })
    }

    @Test func thisMachinesEnvironmentIsMeasured() {
        let libraries = RenderingEnvironment.libraryVersions
        #expect(Set(libraries.keys) == ["cairo", "pixman", "pango", "harfbuzz", "freetype", "fontconfig", "libpng"])
        #expect(libraries.values.allSatisfy { $0.split(separator: ".").count >= 2 })
        #expect(RenderingEnvironment.fontDigests.count == 30)
        #expect(RenderingEnvironment.fontDigests["Inter-Regular.otf"]?.hasPrefix("crc32 ") == true)
    }

    @Test func differencesAreOneClauseEach() {
        var other = Self.here
        other.libraries["pango"] = nil
        other.libraries["pixman"] = "0.42.2"
        other.fonts = ["NotoColorEmoji.ttf": "crc32 3"]
        other.architecture = "arm64"
        #expect(Self.here.differences(from: other) == [
            "pango absent → 1.54.0", "pixman 0.42.2 → absent", "architecture arm64 → x86_64",
            "font Inter-Regular.otf added", "font NotoColorEmoji.ttf no longer pinned"])
    }
}
