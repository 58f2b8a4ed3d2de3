import Flipbook

extension SceneRenderer {
    /// Every `#Preview` and `PreviewProvider` compiled into the process, as scenes (those of
    /// `modules`, or of every module), sized with pango's text measurement.
    /// A preview that cannot become a scene is a `PlayerError.usage` naming where it is declared;
    /// `beforeRunning` is told before a preview's code runs (see `FlipbookScene.previews`).
    public func previewScenes(in modules: Set<String>? = nil,
                              beforeRunning: (_ location: String) -> Void = { _ in }) throws -> [FlipbookScene] {
        do {
            return try FlipbookScene.previews(in: modules, measuringWith: measurer, beforeRunning: beforeRunning)
        } catch let error as PreviewError {
            throw PlayerError.usage(error.description)
        }
    }
}

extension SceneRenderer {
    /// A scene showing the view `content` makes as a `#Preview` with `traits` would show it,
    /// sized with pango's text measurement (see `FlipbookScene.preview`).
    public func previewScene(_ name: String, traits: [PreviewTrait<Preview.ViewTraits>] = [],
                             content: @escaping @MainActor @Sendable () -> any View) throws -> FlipbookScene {
        do {
            return try FlipbookScene.preview(name, traits: traits, measuringWith: measurer, content: content)
        } catch let error as PreviewError {
            throw PlayerError.usage(error.description)
        }
    }
}
