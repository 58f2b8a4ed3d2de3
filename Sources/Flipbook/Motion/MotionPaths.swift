/// The stable paths of the value track: the containers and the view, each preceded by where it
/// sits in its parent (its tuple position, `if`/`else` branch or explicit id).
@MainActor
enum MotionPaths {
    static func path(of element: Element, parentPath: String, anchor: ViewID) -> String {
        let place = placement(of: element.id, below: anchor)
        let name = self.name(of: element)
        return [parentPath, place, name].filter { !$0.isEmpty }.joined(separator: "/")
    }

    /// A container's or view's name: `VStack` for `VStackLayout`, `Text("Hello")`.
    static func name(of element: Element) -> String {
        var name = element.debugName
        if name.hasPrefix("_") { name.removeFirst() }
        if name.hasSuffix("Layout"), name.count > 6 { name.removeLast(6) }
        return name
    }

    /// The positions between `anchor` (the named element above) and `id`: tuple indices, branches
    /// and explicit ids; type identities and structural steps are left out (they are not stable
    /// from run to run, or say nothing).
    static func placement(of id: ViewID, below anchor: ViewID) -> String {
        var common = 0
        while common < anchor.components.count, common < id.components.count,
              anchor.components[common] == id.components[common] {
            common += 1
        }
        return id.components.dropFirst(common).compactMap { component -> String? in
            switch component {
            case .index(let index): "\(index)"
            case .branch(let isTrue): isTrue ? "if" : "else"
            case .explicit(let value): "id:\(value)"
            case .type, .body, .content, .secondary, .wrapper, .transitionPhase: nil
            }
        }.joined(separator: "/")
    }
}
