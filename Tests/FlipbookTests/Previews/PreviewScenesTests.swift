import Testing
@testable import Flipbook
import FlipbookDisplayList
import FlipbookTestSupport

/// Previews found in the fixture modules with no list written by hand, and the scenes they become.
@MainActor
@Suite struct PreviewScenesTests {
    private func scenes(_ module: String) throws -> [FlipbookScene] {
        try FlipbookScene.previews(in: [module], measuringWith: FakeTextMeasurer())
    }

    @Test func everyPreviewOfTheModuleIsFoundInFileAndLineOrder() throws {
        let found = try scenes("PreviewFixtures")
        #expect(found.map(\.name) == [
            "counter-1", "counter-2", "badge-1", "badge-42",
            "like-button-1", "not-liked", "liked", "tapped", "tile-dark", "toast-dark", "written-dates",
            "profile-card-on-device", "ada", "profile-card-2",
        ])
        #expect(found.map(\.summary) == [
            "preview at PreviewFixtures/Counter.swift:18", "preview at PreviewFixtures/Counter.swift:23",
            "preview at PreviewFixtures/Counter.swift:27", "preview at PreviewFixtures/Counter.swift:27",
            "preview at PreviewFixtures/LikeButton.swift:18", "preview at PreviewFixtures/LikeButton.swift:22",
            "preview at PreviewFixtures/LikeButton.swift:26", "preview at PreviewFixtures/LikeButton.swift:30",
            "preview at PreviewFixtures/Tile.swift:5", "preview at PreviewFixtures/Toast.swift:5",
            "preview at PreviewFixtures/WrittenDates.swift:19",
            "preview at PreviewFixtures.ProfileCardOnDevice_Previews",
            "preview at PreviewFixtures.ProfileCard_Previews", "preview at PreviewFixtures.ProfileCard_Previews",
        ])
    }

    @Test func layoutsGiveTheDeviceScreenTheIdealSizeOrTheFixedSize() throws {
        let found = Dictionary(uniqueKeysWithValues: try scenes("PreviewFixtures").map { ($0.name, $0) })
        // The default device: an iPhone 16 Pro at @3x, held upright or on its side.
        #expect(found["like-button-1"]?.size == CGSize(width: 402, height: 874))
        #expect(found["like-button-1"]?.scale == 3)
        #expect(found["counter-2"]?.size == CGSize(width: 874, height: 402))
        #expect(found["liked"]?.size == CGSize(width: 200, height: 100))
        // sizeThatFits: the fake measurer makes "Like" 4 × 8.5 = 34 wide and 21.25 tall; padding
        // 20 and 10 on each side, rounded up to whole points.
        #expect(found["not-liked"]?.size == CGSize(width: 74, height: 42))
        // A provider's device sets the scale; its layout around the group reaches both members.
        #expect(found["profile-card-2"]?.scale == 2)
        #expect(found["ada"]?.size == found["profile-card-2"]?.size)
    }

    @Test func timingComesFromTraitsOrTwoSecondsAtSixtyFPS() throws {
        let found = Dictionary(uniqueKeysWithValues: try scenes("PreviewFixtures").map { ($0.name, $0) })
        #expect(found["like-button-1"]?.duration == 2)
        #expect(found["like-button-1"]?.fps == 60)
        #expect(found["tapped"]?.duration == 1)
        #expect(found["profile-card-on-device"]?.duration == 0.5)
    }

    @Test func scriptsAndPreviewableStateRun() throws {
        let counter = try #require(try scenes("PreviewFixtures").first { $0.name == "counter-1" })
        let run = try SceneRun(scene: counter, scale: 1, textMeasurer: FakeTextMeasurer())
        #expect(run.graph.buttonLabels == ["Less", "More"])
        _ = try run.displayList(at: 0)
        #expect(texts(in: try run.displayList(at: 0.4)) == ["Less", "3", "More"])
        #expect(texts(in: try run.displayList(at: 0.6)) == ["Less", "4", "More"])
    }

    @Test func aDevicePreviewShowsTheStatusBarAndHomeIndicatorAsAnIPhoneDoes() throws {
        let found = Dictionary(uniqueKeysWithValues: try scenes("PreviewFixtures").map { ($0.name, $0) })
        func texts(_ name: String) throws -> [String] {
            let run = try SceneRun(scene: try #require(found[name]), scale: 3, textMeasurer: FakeTextMeasurer())
            return self.texts(in: try run.displayList(at: 0))
        }
        #expect(try texts("like-button-1") == ["Like", "9:41"])
        // On its side an iPhone shows no status bar; a preview sized to fit shows neither.
        #expect(try texts("counter-2") == ["Less", "7", "More"])
        #expect(try texts("not-liked") == ["Like"])
    }

    @Test func previewsOfDifferentFilesNamedAlikeAreToldApartByFileThenByModule() throws {
        let found = try FlipbookScene.previews(in: ["PreviewFixtures", "SharedNamePreviewFixtures"],
                                               measuringWith: FakeTextMeasurer())
        #expect(found.map(\.name).filter { $0.hasSuffix("-dark") } == [
            "preview-fixtures-tile-dark", "preview-fixtures-toast-dark", "shared-name-preview-fixtures-tile-dark",
        ])
        #expect(found.count == 15)
    }

    @Test func twoPreviewsOfOneFileNamedAlikeAreAnErrorNamingBoth() {
        #expect(throws: PreviewError("two previews are named \"sign-in\": DuplicatePreviewFixtures/Duplicates.swift:4 and "
                                     + "DuplicatePreviewFixtures/Duplicates.swift:6; give one of them another display name")) {
            try scenes("DuplicatePreviewFixtures")
        }
    }

    @Test func aProviderWithoutPreviewsIsAnError() {
        #expect(throws: PreviewError("EmptyPreviewFixtures.Nothing_Previews has no previews: its `previews` is empty; "
                                     + "return at least one view")) {
            try scenes("EmptyPreviewFixtures")
        }
    }

    @Test func anUnknownDeviceIsAnErrorNamingTheKnownOnes() throws {
        let error = try #require(throws: PreviewError.self) { try scenes("UnknownDevicePreviewFixtures") }
        #expect(error.description.hasPrefix("preview \"unknown-device\" (UnknownDevicePreviewFixtures/UnknownDevice.swift:4): "
                                            + "unknown device \"iPhone 99\"; use one of iPhone 16 Pro, "))
    }

    @Test func aModuleWithoutPreviewsGivesNone() throws {
        #expect(try scenes("NoSuchModule").isEmpty)
    }

    private func texts(in list: DisplayList) -> [String] {
        var found: [String] = []
        func visit(_ items: [DisplayItem]) {
            for item in items {
                switch item {
                case .text(let text): found.append(text.layout.string)
                case .group(let group): visit(group.items)
                default: break
                }
            }
        }
        visit(list.items)
        return found
    }
}

/// Slugs and the splitting of a provider's previews.
@MainActor
@Suite struct PreviewNamingTests {
    @Test(arguments: [
        ("Not liked", "not-liked"), ("LikeButton", "like-button"), ("Café 2", "cafe-2"),
        ("  Sign-In!  ", "sign-in"), ("iPhone 16 Pro", "iphone-16-pro"), ("MyView", "my-view"), ("日本", ""),
    ])
    func slugs(_ text: String, _ slug: String) {
        #expect(Slug.make(text) == slug)
    }

    @Test func groupsListsAndForEachSplitAndOuterModifiersReachEachPart() {
        let parts = PreviewParts.split(
            Group {
                Text("A").previewDisplayName("First")
                ForEach(0..<2) { Text("\($0)") }
                EmptyView()
            }
            .previewLayout(.sizeThatFits)
        )
        #expect(parts.count == 3)
        #expect(parts.map(\.settings.displayName) == ["First", nil, nil])
        #expect(parts.allSatisfy { $0.settings.layout == .sizeThatFits })
    }
}
