/// Matched geometry, a participant of the post-layout placement pass: views that are not the
/// source take their source's frame, and every matched view learns where it flies from or to.
@MainActor
final class MatchedGeometryPlacement: PassParticipant {
    /// How many `@Namespace`s have been made (the last one's id).
    private var namespaceCount = 0
    /// The source frame of each matched-geometry id in the last update.
    private var frames: [MatchedKey: CGRect] = [:]

    /// A fresh namespace identity, unique within this graph.
    func makeNamespaceID() -> Namespace.ID {
        namespaceCount += 1
        return Namespace.ID(value: namespaceCount)
    }

    func placeAfterLayout(_ roots: [Element], in graph: ViewGraph) {
        guard namespaceCount > 0 else { return }
        var matched: [MatchedGeometryElement] = []
        func collect(_ element: Element, removed: Bool) {
            let removed = removed || element.traits.isDeparting
            if let element = element as? MatchedGeometryElement {
                element.isRemoved = removed
                matched.append(element)
            }
            for child in element.children { collect(child, removed: removed) }
        }
        for root in roots { collect(root, removed: false) }
        var sources: [MatchedKey: [MatchedGeometryElement]] = [:]
        for element in matched where element.isSource && !element.isRemoved { sources[element.key, default: []].append(element) }
        for (key, group) in sources where group.count > 1 {
            graph.warn("matchedGeometryEffect: \(group.count) views are the source for id \(key.id); give all but one isSource: false")
        }
        for element in matched where !element.isSource && !element.isRemoved {
            guard let source = sources[element.key]?.first else { continue }
            element.place(in: element.matchedFrame(following: source.frame))
        }
        let previous = frames
        frames = sources.mapValues { $0[0].frame }
        for element in matched {
            element.prepare(previous: previous[element.key], next: frames[element.key], graph: graph)
        }
    }
}
