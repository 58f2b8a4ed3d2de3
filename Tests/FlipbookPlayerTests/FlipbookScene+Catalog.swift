import Flipbook
import FlipbookScenes

extension FlipbookScene {
    /// The built-in scene called `name`.
    static func catalog(_ name: String) -> FlipbookScene { SceneCatalog.scene(named: name)! }
}
