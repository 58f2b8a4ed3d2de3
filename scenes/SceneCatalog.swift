import Flipbook

/// Every built-in scene, in the order `flipbook list` shows them. A new scene
/// is a file in this folder plus one line here.
public enum SceneCatalog {
    public static let all: [FlipbookScene] = [
        .implicitAnimation,
        .explicitAnimation,
        .dashboard,
        .shapesBenchmark,
    ] + FlipbookScene.transactionDemos + FlipbookScene.moreTransactionDemos + FlipbookScene.animatableDemos
        + FlipbookScene.expandingMenuDemos + FlipbookScene.geometryGroupDemos
        + FlipbookScene.transitionDemos002 + FlipbookScene.moreTransitionDemos002 + FlipbookScene.transitionDemos003
        + FlipbookScene.animatorDemos + FlipbookScene.layoutGalleries
        + FlipbookScene.drawingDemos + FlipbookScene.matchedGeometryDemos + FlipbookScene.cardDemos
        + FlipbookScene.customTransitionDemos + FlipbookScene.transactionKeyDemos
        + FlipbookScene.systemComponentDemos + FlipbookScene.navigationLinkDemos
        + FlipbookScene.symbolGalleries
        + FlipbookScene.textGalleries
        + FlipbookScene.colorGalleries
        + FlipbookScene.materialGalleries
        + FlipbookScene.scrollGalleries + [.scrollReaderDemo]
        + FlipbookScene.listGalleries + [.listScroll] + FlipbookScene.listEditingDemos + FlipbookScene.refreshDemos
        + FlipbookScene.controlsGalleries + [.controlsScript]
        + FlipbookScene.containerDemos
        + FlipbookScene.everydayDemos
        + FlipbookScene.timeDemos
        + FlipbookScene.dynamicTypeDemos + [.observableObjectSettings] + FlipbookScene.polishDemos
        + FlipbookScene.reduceMotionDemos
        + FlipbookScene.everydayViewsGalleries + [.gestureDemo] + FlipbookScene.focusAndTimerDemos
        + FlipbookScene.combineDemos + FlipbookScene.popoverStyleDemos
        + FlipbookScene.presentationDemos

    /// The scene called `name`, if there is one.
    public static func scene(named name: String) -> FlipbookScene? {
        all.first { $0.name == name }
    }
}
