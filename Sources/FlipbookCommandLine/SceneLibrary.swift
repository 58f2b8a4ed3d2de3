import Flipbook
import FlipbookMessages
import FlipbookPlayer

/// The scenes one command line offers, in the order `list` shows them.
struct SceneLibrary {
    /// The library of the running command line, set once by `FlipbookCommandLine.main` before
    /// any command is parsed, and only read afterwards.
    nonisolated(unsafe) static var current = SceneLibrary([])

    let scenes: [FlipbookScene]

    init(_ scenes: [FlipbookScene]) { self.scenes = scenes }

    /// Most scenes an unknown-name error lists; past it, the error suggests the nearest name.
    static let listedInErrors = 12

    /// The scene called `name`, or a usage error: it lists the previews whose names are `name`
    /// with a file's in front, or the known scenes when there are few, else suggests the nearest
    /// name (if one is close) and points to `flipbook list`. A crash
    /// from now on names this scene.
    func scene(named name: String) throws -> FlipbookScene {
        guard let scene = scenes.first(where: { $0.name == name }) else {
            throw PlayerError.usage("unknown scene \"\(OneLine.echo(name))\"; \(suggestion(for: name))")
        }
        CrashReport.rendering(scene)
        return scene
    }

    private func suggestion(for name: String) -> String {
        // Previews of several files named alike carry their file's name in front (`tile-dark`).
        let qualified = scenes.map(\.name).filter { $0.hasSuffix("-\(name)") }
        if !qualified.isEmpty, qualified.count <= Self.listedInErrors {
            return "previews of several files are named so: " + qualified.joined(separator: ", ")
        }
        if scenes.count <= Self.listedInErrors {
            return "known scenes: " + (scenes.isEmpty ? "none" : scenes.map(\.name).joined(separator: ", "))
        }
        let all = "`flipbook list` shows all \(scenes.count)"
        let typed = Array(name.utf8.prefix(OneLine.maximumEchoLength))
        let nearest = scenes.map { ($0.name, EditDistance.between(typed, Array($0.name.utf8))) }
            .min { $0.1 < $1.1 }
        // Close means at most a third of the name's letters typed wrong.
        guard let nearest, nearest.1 <= max(1, nearest.0.utf8.count / 3) else { return all }
        return "did you mean \"\(nearest.0)\"? (\(all))"
    }
}
