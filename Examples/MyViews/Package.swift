// swift-tools-version:6.1
import PackageDescription

// An app's views, previewed, rendered and tested with Flipbook on Linux: the library holds the
// views and their #Previews, `myviews` is the package's own `flipbook` command line, and the
// tests check every preview against its golden frames (and one view with swift-snapshot-testing).
let package = Package(
    name: "MyViews",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "MyViews", targets: ["MyViews"]),
        .executable(name: "myviews", targets: ["myviews"]),
    ],
    dependencies: [
        // The SnapshotTesting trait brings swift-snapshot-testing and FlipbookSnapshotTesting's `.flipbook`.
        .package(name: "Flipbook", path: "../..", traits: ["SnapshotTesting"]),
    ],
    targets: [
        .target(name: "MyViews", dependencies: [.product(name: "Flipbook", package: "Flipbook")]),
        .executableTarget(name: "myviews", dependencies: [
            "MyViews", .product(name: "FlipbookCommandLine", package: "Flipbook"),
        ]),
        .testTarget(name: "MyViewsTests", dependencies: [
            "MyViews", .product(name: "FlipbookTesting", package: "Flipbook"),
            .product(name: "FlipbookSnapshotTesting", package: "Flipbook"),
        ], exclude: ["__Snapshots__"]),
    ]
)
