import FlipbookPlayer

/// One `SceneRenderer` for every assertion (loading the pinned fonts takes tens of milliseconds).
@MainActor
enum SharedRenderer {
    private static var renderer: SceneRenderer?

    static func get() throws -> SceneRenderer {
        if let renderer { return renderer }
        let made = try SceneRenderer()
        renderer = made
        return made
    }
}
