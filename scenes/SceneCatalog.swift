import Flipbook

/// Every built-in scene, in the order `flipbook list` shows them. A new scene
/// is a file in this folder plus one line here.
public enum SceneCatalog {
    public static let all: [FlipbookScene] = articles + galleries + everyday

    /// The seed articles' demos.
    private static let articles: [FlipbookScene] = {
        var scenes: [FlipbookScene] = [.implicitAnimation, .explicitAnimation, .dashboard, .shapesBenchmark]
        scenes += FlipbookScene.transactionDemos + FlipbookScene.moreTransactionDemos + FlipbookScene.animatableDemos
        scenes += FlipbookScene.expandingMenuDemos + FlipbookScene.geometryGroupDemos
        scenes += FlipbookScene.transitionDemos002 + FlipbookScene.moreTransitionDemos002 + FlipbookScene.transitionDemos003
        scenes += FlipbookScene.animatorDemos + FlipbookScene.layoutGalleries
        scenes += FlipbookScene.drawingDemos + FlipbookScene.matchedGeometryDemos + FlipbookScene.cardDemos
        scenes += FlipbookScene.customTransitionDemos + FlipbookScene.transactionKeyDemos
        return scenes
    }()

    /// System components and galleries of views, styles and symbols.
    private static let galleries: [FlipbookScene] = {
        var scenes: [FlipbookScene] = FlipbookScene.systemComponentDemos + FlipbookScene.navigationLinkDemos
        scenes += FlipbookScene.symbolGalleries + FlipbookScene.textGalleries + FlipbookScene.colorGalleries
        scenes += FlipbookScene.materialGalleries
        scenes += FlipbookScene.scrollGalleries + [.scrollReaderDemo]
        scenes += FlipbookScene.listGalleries + [.listScroll] + FlipbookScene.listEditingDemos + FlipbookScene.refreshDemos
        scenes += FlipbookScene.scrollDragDemos
        scenes += FlipbookScene.controlsGalleries + [.controlsScript]
        scenes += FlipbookScene.containerDemos
        return scenes
    }()

    /// Everyday app screens and behaviours (issue 19).
    private static let everyday: [FlipbookScene] = {
        var scenes: [FlipbookScene] = FlipbookScene.everydayDemos + [.inboxStates, .collapsingTitle]
        scenes += FlipbookScene.timeDemos
        scenes += FlipbookScene.dynamicTypeDemos + [.observableObjectSettings] + FlipbookScene.polishDemos
        scenes += FlipbookScene.reduceMotionDemos
        scenes += FlipbookScene.everydayViewsGalleries + [.gestureDemo] + FlipbookScene.focusAndTimerDemos
        scenes += FlipbookScene.combineDemos + FlipbookScene.popoverStyleDemos
        scenes += FlipbookScene.presentationDemos + FlipbookScene.everydayFixesDemos
        scenes += FlipbookScene.touchScriptDemos
        return scenes
    }()

    /// The scene called `name`, if there is one.
    public static func scene(named name: String) -> FlipbookScene? {
        all.first { $0.name == name }
    }
}
