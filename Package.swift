// swift-tools-version:6.1
import CompilerPluginSupport
import PackageDescription

// Flipbook's pipeline, one target per stage; dependencies point one way:
// Flipbook (views, graph, layout) → FlipbookDisplayList ← FlipbookRaster → FlipbookImage,
// tied together by FlipbookPlayer, which the CLI and FlipbookTesting drive; FlipbookReport
// judges frames against goldens for both.
// The pixel loops (colour conversion, blurs, comparison, palettes) are optimised in debug builds
// too: unoptimised Swift runs them 20–50× slower, and tests and `swift run` render through them.
// These modules are small, so the cost is seconds of compile time.
let pixelLoopSettings: [SwiftSetting] = [.unsafeFlags(["-O"], .when(configuration: .debug))]

let package = Package(
    name: "Flipbook",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "Flipbook", targets: ["Flipbook", "Combine", "SwiftData"]),
        .library(name: "FlipbookPlayer", targets: ["FlipbookPlayer"]),
        .library(name: "FlipbookTesting", targets: ["FlipbookTesting"]),
        // `assertSnapshot(of: view, as: .flipbook)` for swift-snapshot-testing users; needs the trait.
        .library(name: "FlipbookSnapshotTesting", targets: ["FlipbookSnapshotTesting"]),
        .library(name: "FlipbookCommandLine", targets: ["FlipbookCommandLine"]),
        .executable(name: "flipbook", targets: ["FlipbookCLI"]),
        // `swift package flipbook …`: builds and runs a package's FlipbookCommandLine executable.
        .plugin(name: "FlipbookCommand", targets: ["FlipbookCommand"]),
    ],
    traits: [
        .trait(name: "SnapshotTesting",
               description: "FlipbookSnapshotTesting's strategies for swift-snapshot-testing (fetched only with this trait)"),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
    ],
    targets: [
        // C libraries.
        .systemLibrary(name: "CCairo", path: "Sources/CCairo", pkgConfig: "cairo",
                       providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPangoCairo", path: "Sources/CPangoCairo", pkgConfig: "pangocairo",
                       providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(name: "CPNG", path: "Sources/CPNG", pkgConfig: "libpng",
                       providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CTurboJPEG", path: "Sources/CTurboJPEG", pkgConfig: "libturbojpeg",
                       providers: [.apt(["libturbojpeg0-dev"])]),
        .systemLibrary(name: "CGIF", path: "Sources/CGIF", pkgConfig: "libgif",
                       providers: [.apt(["libgif-dev"])]),
        .systemLibrary(name: "CISAL", path: "Sources/CISAL", pkgConfig: "libisal",
                       providers: [.apt(["libisal-dev"])]),
        .systemLibrary(name: "CZlib", path: "Sources/CZlib", pkgConfig: "zlib",
                       providers: [.apt(["zlib1g-dev"])]),
        .target(name: "PNGShim", dependencies: ["CPNG"], path: "Sources/PNGShim"),
        // Frame PNGs: fused conversion and filtering, igzip (fast) or zlib level 9 (small).
        .target(name: "FastPNG", dependencies: ["CISAL", "CZlib"], path: "Sources/FastPNG"),
        // Reads the Swift runtime's conformance records, to find previews with no hand-written list.
        .target(name: "CSwiftMetadata", path: "Sources/CSwiftMetadata"),
        // `Date()` and `Date.now` on the scene's clock while a scene is computed: the process's
        // `clock_gettime`, `gettimeofday` and `time`, answering a thread's scene date or libc's.
        .target(name: "CWallClock", path: "Sources/CWallClock",
                linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),

        // `#Preview` and `@Previewable`, expanded at compile time.
        .macro(name: "FlipbookMacros",
               dependencies: [.product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                              .product(name: "SwiftCompilerPlugin", package: "swift-syntax")],
               path: "Sources/FlipbookMacros"),

        // One-line messages: how every stage quotes outside text (escaped, cut to length).
        .target(name: "FlipbookMessages", path: "Sources/FlipbookMessages"),

        // Pure stages.
        .target(name: "FlipbookAnimation", path: "Sources/FlipbookAnimation"),
        .target(name: "FlipbookDisplayList", path: "Sources/FlipbookDisplayList"),
        .target(name: "FlipbookImage", dependencies: ["PNGShim", "FastPNG", "CTurboJPEG", "FlipbookMessages"], path: "Sources/FlipbookImage",
                swiftSettings: pixelLoopSettings),
        // Animated GIFs through giflib: palettes, frame differencing, timing.
        .target(name: "FlipbookGIF", dependencies: ["FlipbookImage", "CGIF"], path: "Sources/FlipbookGIF",
                swiftSettings: pixelLoopSettings),
        // Golden-frame comparison: pixelmatch v7.2.0, exactly.
        .target(name: "FlipbookCompare", dependencies: ["FlipbookImage"], path: "Sources/FlipbookCompare",
                swiftSettings: pixelLoopSettings),
        // Which frames and which shard a run writes (`--frames`, `--shard`), and the run's error type.
        .target(name: "FlipbookSelection", dependencies: ["FlipbookMessages"], path: "Sources/FlipbookSelection"),
        // `plot`'s animation expressions and the curves sampled from them, as numbers.
        .target(name: "FlipbookCurves", dependencies: ["FlipbookAnimation", "FlipbookMessages"], path: "Sources/FlipbookCurves"),

        // Scene → view graph → layout → display list.
        .target(name: "Flipbook", dependencies: ["FlipbookAnimation", "FlipbookDisplayList", "FlipbookImage",
                                                 "FlipbookMacros", "CSwiftMetadata", "CWallClock"],
                path: "Sources/Flipbook"),
        // `import Combine` in ported view-model files: Flipbook's publishers under Combine's name.
        .target(name: "Combine", dependencies: ["Flipbook"], path: "Sources/Combine"),
        // `import SwiftData` in ported model files: `@Model`, containers, contexts and `@Query`, in memory.
        .target(name: "SwiftData", dependencies: ["Flipbook", "FlipbookMacros"], path: "Sources/SwiftData"),
        // Display list → pixels.
        .target(name: "FlipbookRaster", dependencies: ["FlipbookDisplayList", "CCairo", "CPangoCairo"],
                path: "Sources/FlipbookRaster", swiftSettings: pixelLoopSettings),
        // Scene run: timeline, frames in parallel, PNG output.
        .target(name: "FlipbookPlayer",
                dependencies: ["Flipbook", "FlipbookRaster", "FlipbookImage", "FlipbookMessages", "FlipbookSelection"],
                path: "Sources/FlipbookPlayer"),

        // Golden-frame verdicts, folder comparison and the HTML report (CLI and FlipbookTesting).
        .target(name: "FlipbookReport", dependencies: ["FlipbookCompare", "FlipbookImage", "FlipbookMessages"],
                path: "Sources/FlipbookReport"),
        // assertFrames for XCTest and Swift Testing: goldens, manifests, record modes.
        .target(name: "FlipbookTesting", dependencies: ["FlipbookPlayer", "FlipbookReport"],
                path: "Sources/FlipbookTesting"),

        // swift-snapshot-testing strategies (`.flipbook`), built only with the SnapshotTesting trait.
        .target(name: "FlipbookSnapshotTesting",
                dependencies: ["FlipbookPlayer", "FlipbookReport", "FlipbookImage",
                               .product(name: "SnapshotTesting", package: "swift-snapshot-testing",
                                        condition: .when(traits: ["SnapshotTesting"]))],
                path: "Sources/FlipbookSnapshotTesting"),

        // Documentation figures: filmstrips and animation-curve plots.
        .target(name: "FlipbookFigures",
                dependencies: ["FlipbookPlayer", "FlipbookCurves", "FlipbookRaster", "FlipbookImage", "FlipbookDisplayList",
                               "FlipbookMessages"],
                path: "Sources/FlipbookFigures"),

        // The scene catalogue.
        .target(name: "FlipbookScenes", dependencies: ["Flipbook"], path: "scenes", resources: [.process("Images")]),

        // The `flipbook` command line as a library, over whatever scenes its caller offers.
        .target(name: "FlipbookCommandLine",
                dependencies: ["FlipbookPlayer", "FlipbookReport", "FlipbookGIF", "FlipbookFigures", "FlipbookCurves",
                               "FlipbookMessages", .product(name: "ArgumentParser", package: "swift-argument-parser")],
                path: "Sources/FlipbookCommandLine"),
        .plugin(name: "FlipbookCommand",
                capability: .command(intent: .custom(verb: "flipbook",
                                                     description: "Build and run this package's flipbook command line"),
                                     permissions: [.writeToPackageDirectory(reason: "it writes rendered frames and figures")]),
                path: "Plugins/FlipbookCommand"),
        // Flipbook's own `flipbook`: the command line over the built-in scenes.
        .executableTarget(name: "FlipbookCLI", dependencies: ["FlipbookCommandLine", "FlipbookScenes"],
                          path: "Sources/FlipbookCLI"),

        // Benchmarks print figures; run them with `swift run -c release NAME`.
        .executableTarget(name: "GraphBenchmark", dependencies: ["Flipbook", "FlipbookRaster"],
                          path: "Benchmarks/GraphBenchmark"),
        .executableTarget(name: "GIFBenchmark", dependencies: ["FlipbookGIF", "FlipbookImage"],
                          path: "Benchmarks/GIFBenchmark"),
        .executableTarget(name: "CompareBenchmark", dependencies: ["FlipbookCompare", "FlipbookImage"],
                          path: "Benchmarks/CompareBenchmark"),
        .executableTarget(name: "PNGBenchmark", dependencies: ["FlipbookPlayer", "FlipbookScenes", "FlipbookImage"],
                          path: "Benchmarks/PNGBenchmark"),
        .executableTarget(name: "RenderBenchmark", dependencies: ["FlipbookCommandLine", "Flipbook"],
                          path: "Benchmarks/RenderBenchmark"),
        .executableTarget(name: "SoakBenchmark", dependencies: ["FlipbookCommandLine", "Flipbook"],
                          path: "Benchmarks/SoakBenchmark"),
        .executableTarget(name: "DrawingBenchmark", dependencies: ["FlipbookRaster", "FlipbookDisplayList"],
                          path: "Benchmarks/DrawingBenchmark"),

        // Previews as app code writes them, and broken ones, for the preview tests.
        .target(name: "PreviewFixtures", dependencies: ["Flipbook", "Combine"], path: "Tests/Fixtures/PreviewFixtures"),
        .target(name: "DuplicatePreviewFixtures", dependencies: ["Flipbook"], path: "Tests/Fixtures/DuplicatePreviewFixtures"),
        .target(name: "EmptyPreviewFixtures", dependencies: ["Flipbook"], path: "Tests/Fixtures/EmptyPreviewFixtures"),
        .target(name: "TrappingPreviewFixtures", dependencies: ["Flipbook"], path: "Tests/Fixtures/TrappingPreviewFixtures"),
        .target(name: "UnknownDevicePreviewFixtures", dependencies: ["Flipbook"],
                path: "Tests/Fixtures/UnknownDevicePreviewFixtures"),
        .target(name: "SharedNamePreviewFixtures", dependencies: ["Flipbook"], path: "Tests/Fixtures/SharedNamePreviewFixtures"),
        .executableTarget(name: "PreviewFixturesCLI",
                          dependencies: ["FlipbookCommandLine", "PreviewFixtures", "DuplicatePreviewFixtures",
                                         "EmptyPreviewFixtures", "TrappingPreviewFixtures", "UnknownDevicePreviewFixtures"],
                          path: "Tests/Fixtures/PreviewFixturesCLI"),
        // The macros' expansions as the compiler makes them with the built plug-in. No test target
        // depends on the macro target itself: that would move every test, and all they depend on,
        // to SwiftPM's host-tools build, compiling the package a second time.
        .testTarget(name: "FlipbookMacrosTests", dependencies: ["Flipbook"], path: "Tests/FlipbookMacrosTests"),

        // Fuzz targets: libFuzzer entry points when built by scripts/fuzz.sh (`-D FUZZING
        // -sanitize=fuzzer`), otherwise replayers of the inputs named on the command line.
        .systemLibrary(name: "CLibFuzzer", path: "Fuzz/CLibFuzzer"),
        .target(name: "FuzzSupport", dependencies: ["CLibFuzzer", "FlipbookMessages"], path: "Fuzz/FuzzSupport"),
        .executableTarget(name: "PNGDecoderFuzzer", dependencies: ["FlipbookImage", "FuzzSupport"],
                          path: "Fuzz/PNGDecoderFuzzer"),
        .executableTarget(name: "JPEGDecoderFuzzer", dependencies: ["FlipbookImage", "FuzzSupport"],
                          path: "Fuzz/JPEGDecoderFuzzer"),
        .executableTarget(name: "AnimationSpecFuzzer", dependencies: ["FlipbookCurves", "FuzzSupport"],
                          path: "Fuzz/AnimationSpecFuzzer"),
        .executableTarget(name: "FrameRangeFuzzer", dependencies: ["FlipbookSelection", "FuzzSupport"],
                          path: "Fuzz/FrameRangeFuzzer"),
        .executableTarget(name: "ManifestFuzzer", dependencies: ["FlipbookReport", "FuzzSupport"],
                          path: "Fuzz/ManifestFuzzer"),

        // Fakes and helpers the test targets share (a text measurer, temporary folders).
        .target(name: "FlipbookTestSupport", dependencies: ["FlipbookDisplayList", "FlipbookImage"],
                path: "Tests/FlipbookTestSupport"),
        .testTarget(name: "FlipbookMessagesTests", dependencies: ["FlipbookMessages"], path: "Tests/FlipbookMessagesTests"),
        .testTarget(name: "FlipbookAnimationTests", dependencies: ["FlipbookAnimation"],
                    path: "Tests/FlipbookAnimationTests"),
        .testTarget(name: "FlipbookGIFTests", dependencies: ["FlipbookGIF", "FlipbookImage", "FlipbookTestSupport"],
                    path: "Tests/FlipbookGIFTests"),
        .testTarget(name: "FlipbookImageTests", dependencies: ["FlipbookImage", "CZlib", "FlipbookTestSupport"],
                    path: "Tests/FlipbookImageTests", exclude: ["Fixtures"]),
        .testTarget(name: "FlipbookCompareTests", dependencies: ["FlipbookCompare", "FlipbookImage"],
                    path: "Tests/FlipbookCompareTests", exclude: ["Fixtures"]),
        .testTarget(name: "FlipbookTests",
                    dependencies: ["Flipbook", "SwiftData", "FlipbookImage", "FlipbookTestSupport", "PreviewFixtures",
                                   "DuplicatePreviewFixtures", "EmptyPreviewFixtures", "UnknownDevicePreviewFixtures",
                                   "SharedNamePreviewFixtures"],
                    path: "Tests/FlipbookTests", exclude: ["Assets/Fixtures"]),
        .testTarget(name: "FlipbookRasterTests", dependencies: ["FlipbookRaster"], path: "Tests/FlipbookRasterTests"),
        .testTarget(name: "FlipbookPlayerTests",
                    dependencies: ["FlipbookPlayer", "FlipbookScenes", "FlipbookTesting"],
                    path: "Tests/FlipbookPlayerTests", exclude: ["__Snapshots__"]),
        // SwiftUI view files written as app code and tutorials write them, rendered against goldens.
        // `import SwiftUI` for the corpus files the app-code tests compile unchanged.
        .target(name: "SwiftUI", dependencies: ["Flipbook"], path: "Tests/Fixtures/SwiftUI"),
        .testTarget(name: "FlipbookAppCodeTests", dependencies: ["FlipbookPlayer", "FlipbookRaster", "FlipbookTesting", "SwiftUI", "Combine", "SwiftData"],
                    path: "Tests/FlipbookAppCodeTests", exclude: ["__Snapshots__", "SampleResponses", "make_photos.py", "make_test_font.py"],
                    resources: [.process("Assets.xcassets"), .process("Fonts")]),
        .testTarget(name: "FlipbookReportTests", dependencies: ["FlipbookReport", "FlipbookTestSupport"],
                    path: "Tests/FlipbookReportTests"),
        .testTarget(name: "FlipbookTestingTests", dependencies: ["FlipbookTesting", "FlipbookScenes", "PreviewFixtures"],
                    path: "Tests/FlipbookTestingTests", exclude: ["__Snapshots__"]),
        .testTarget(name: "FlipbookCLITests", dependencies: ["FlipbookCLI", "PreviewFixturesCLI", "FlipbookImage",
                                                             "FlipbookScenes", "FlipbookGIF", "FlipbookTestSupport"],
                    path: "Tests/FlipbookCLITests"),
    ]
)
