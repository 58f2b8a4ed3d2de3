// swift-tools-version:6.0
import PackageDescription

// Flipbook's pipeline, one target per stage; dependencies point one way:
// Flipbook (views, graph, layout) → FlipbookDisplayList ← FlipbookRaster → FlipbookImage,
// tied together by FlipbookPlayer, which the CLI and FlipbookTesting drive; FlipbookReport
// judges frames against goldens for both.
let package = Package(
    name: "Flipbook",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "Flipbook", targets: ["Flipbook"]),
        .library(name: "FlipbookPlayer", targets: ["FlipbookPlayer"]),
        .library(name: "FlipbookTesting", targets: ["FlipbookTesting"]),
        .library(name: "FlipbookCommandLine", targets: ["FlipbookCommandLine"]),
        .executable(name: "flipbook", targets: ["FlipbookCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // C libraries.
        .systemLibrary(name: "CCairo", path: "Sources/CCairo", pkgConfig: "cairo",
                       providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPangoCairo", path: "Sources/CPangoCairo", pkgConfig: "pangocairo",
                       providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(name: "CPNG", path: "Sources/CPNG", pkgConfig: "libpng",
                       providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CGIF", path: "Sources/CGIF", pkgConfig: "libgif",
                       providers: [.apt(["libgif-dev"])]),
        .target(name: "PNGShim", dependencies: ["CPNG"], path: "Sources/PNGShim"),

        // One-line messages: how every stage quotes outside text (escaped, cut to length).
        .target(name: "FlipbookMessages", path: "Sources/FlipbookMessages"),

        // Pure stages.
        .target(name: "FlipbookAnimation", path: "Sources/FlipbookAnimation"),
        .target(name: "FlipbookDisplayList", path: "Sources/FlipbookDisplayList"),
        .target(name: "FlipbookImage", dependencies: ["PNGShim", "FlipbookMessages"], path: "Sources/FlipbookImage"),
        // Animated GIFs through giflib: palettes, frame differencing, timing.
        .target(name: "FlipbookGIF", dependencies: ["FlipbookImage", "CGIF"], path: "Sources/FlipbookGIF"),
        // Golden-frame comparison: pixelmatch v7.2.0, exactly.
        .target(name: "FlipbookCompare", dependencies: ["FlipbookImage"], path: "Sources/FlipbookCompare"),

        // Scene → view graph → layout → display list.
        .target(name: "Flipbook", dependencies: ["FlipbookAnimation", "FlipbookDisplayList", "FlipbookImage"],
                path: "Sources/Flipbook"),
        // Display list → pixels.
        .target(name: "FlipbookRaster", dependencies: ["FlipbookDisplayList", "CCairo", "CPangoCairo"],
                path: "Sources/FlipbookRaster"),
        // Scene run: timeline, frames in parallel, PNG output.
        .target(name: "FlipbookPlayer",
                dependencies: ["Flipbook", "FlipbookRaster", "FlipbookImage", "FlipbookMessages"],
                path: "Sources/FlipbookPlayer"),

        // Golden-frame verdicts, folder comparison and the HTML report (CLI and FlipbookTesting).
        .target(name: "FlipbookReport", dependencies: ["FlipbookCompare", "FlipbookImage", "FlipbookMessages"],
                path: "Sources/FlipbookReport"),
        // assertFrames for XCTest and Swift Testing: goldens, manifests, record modes.
        .target(name: "FlipbookTesting", dependencies: ["FlipbookPlayer", "FlipbookReport"],
                path: "Sources/FlipbookTesting"),

        // Documentation figures: filmstrips and animation-curve plots.
        .target(name: "FlipbookFigures",
                dependencies: ["FlipbookPlayer", "FlipbookRaster", "FlipbookImage", "FlipbookDisplayList", "FlipbookMessages"],
                path: "Sources/FlipbookFigures"),

        // The scene catalogue.
        .target(name: "FlipbookScenes", dependencies: ["Flipbook"], path: "scenes", resources: [.process("Images")]),

        // The `flipbook` command line as a library, over whatever scenes its caller offers.
        .target(name: "FlipbookCommandLine",
                dependencies: ["FlipbookPlayer", "FlipbookReport", "FlipbookGIF", "FlipbookFigures", "FlipbookMessages",
                               .product(name: "ArgumentParser", package: "swift-argument-parser")],
                path: "Sources/FlipbookCommandLine"),
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
        .executableTarget(name: "SoakBenchmark", dependencies: ["FlipbookCommandLine", "Flipbook"],
                          path: "Benchmarks/SoakBenchmark"),
        .executableTarget(name: "DrawingBenchmark", dependencies: ["FlipbookRaster", "FlipbookDisplayList"],
                          path: "Benchmarks/DrawingBenchmark"),

        // Fuzz targets: libFuzzer entry points when built by scripts/fuzz.sh (`-D FUZZING
        // -sanitize=fuzzer`), otherwise replayers of the inputs named on the command line.
        .systemLibrary(name: "CLibFuzzer", path: "Fuzz/CLibFuzzer"),
        .target(name: "FuzzSupport", dependencies: ["CLibFuzzer", "FlipbookMessages"], path: "Fuzz/FuzzSupport"),
        .executableTarget(name: "PNGDecoderFuzzer", dependencies: ["FlipbookImage", "FuzzSupport"],
                          path: "Fuzz/PNGDecoderFuzzer"),
        .executableTarget(name: "AnimationSpecFuzzer", dependencies: ["FlipbookFigures", "FuzzSupport"],
                          path: "Fuzz/AnimationSpecFuzzer"),
        .executableTarget(name: "FrameRangeFuzzer", dependencies: ["FlipbookPlayer", "FuzzSupport"],
                          path: "Fuzz/FrameRangeFuzzer"),
        .executableTarget(name: "ManifestFuzzer", dependencies: ["FlipbookReport", "FuzzSupport"],
                          path: "Fuzz/ManifestFuzzer"),

        .testTarget(name: "FlipbookMessagesTests", dependencies: ["FlipbookMessages"], path: "Tests/FlipbookMessagesTests"),
        .testTarget(name: "FlipbookAnimationTests", dependencies: ["FlipbookAnimation"],
                    path: "Tests/FlipbookAnimationTests"),
        .testTarget(name: "FlipbookGIFTests", dependencies: ["FlipbookGIF", "FlipbookImage"],
                    path: "Tests/FlipbookGIFTests"),
        .testTarget(name: "FlipbookImageTests", dependencies: ["FlipbookImage"],
                    path: "Tests/FlipbookImageTests", exclude: ["Fixtures"]),
        .testTarget(name: "FlipbookCompareTests", dependencies: ["FlipbookCompare", "FlipbookImage"],
                    path: "Tests/FlipbookCompareTests", exclude: ["Fixtures"]),
        .testTarget(name: "FlipbookTests", dependencies: ["Flipbook", "FlipbookImage"], path: "Tests/FlipbookTests"),
        .testTarget(name: "FlipbookRasterTests", dependencies: ["FlipbookRaster"], path: "Tests/FlipbookRasterTests"),
        .testTarget(name: "FlipbookPlayerTests",
                    dependencies: ["FlipbookPlayer", "FlipbookScenes", "FlipbookTesting"],
                    path: "Tests/FlipbookPlayerTests", exclude: ["__Snapshots__"]),
        .testTarget(name: "FlipbookReportTests", dependencies: ["FlipbookReport"], path: "Tests/FlipbookReportTests"),
        .testTarget(name: "FlipbookTestingTests", dependencies: ["FlipbookTesting", "FlipbookScenes"],
                    path: "Tests/FlipbookTestingTests"),
        .testTarget(name: "FlipbookCLITests", dependencies: ["FlipbookCLI", "FlipbookImage", "FlipbookScenes", "FlipbookGIF"],
                    path: "Tests/FlipbookCLITests"),
    ]
)
