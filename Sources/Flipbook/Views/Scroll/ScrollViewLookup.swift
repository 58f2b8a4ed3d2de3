/// The scroll views on screen, for a `Scroll` or `Pull` script event to pick the one it moves.
@MainActor
struct ScrollViews {
    /// Each scroll view in tree order, with the explicit ids of the modifiers right around it.
    private var found: [(scroll: ScrollElement, ids: [AnyHashable])] = []

    init(graph: ViewGraph) {
        for root in graph.rootElements { collect(root, ids: []) }
    }

    /// - Parameter ids: the explicit ids of the modifiers right above `element`.
    private mutating func collect(_ element: Element, ids: [AnyHashable]) {
        if element.traits.isDeparting { return }
        var ids = ids
        if case .explicit(let id) = element.id.components.last { ids.append(id) }
        if let scroll = element as? ScrollElement { found.append((scroll, ids)) }
        for child in element.children { collect(child, ids: element.kind.isModifier ? ids : []) }
    }

    /// The scroll view `event` moves (see `Scroll`).
    func target(of event: Scroll) throws -> ScrollElement {
        if case .target(let target) = event.move {
            // The innermost: nested scroll views come after the ones holding them.
            guard let scroll = found.last(where: { ScrollTargets.frame(of: target.id, in: $0.scroll) != nil })?.scroll else {
                let known = found.flatMap { $0.scroll.contentElement.map { ScrollTargets.ids(in: $0) } ?? [] }
                throw RenderError.unknownScrollTarget(id: "\(target.id.base)", known: known.map { "\($0.base)" })
            }
            return scroll
        }
        let axis: Axis = switch event.move {
        case .offset(let axis, _), .delta(let axis, _): axis
        case .edge(let edge): edge == .top || edge == .bottom ? .vertical : .horizontal
        case .target: .vertical
        }
        if let name = event.scrollViewID {
            let named = found.filter { $0.ids.contains(name) || ScrollTargets.frame(of: name, in: $0.scroll) != nil }
            guard let scroll = named.last?.scroll else {
                throw RenderError.invalidScroll("\(event.summary): no scroll view has or holds a view with id \(name.base); "
                                                + "give the scroll view .id(\(name.base))")
            }
            return scroll
        }
        let along = found.filter { $0.scroll.scrolls(along: axis) }
        guard along.count == 1 else {
            let direction = axis == .vertical ? "vertically" : "horizontally"
            throw RenderError.invalidScroll(along.isEmpty ? "\(event.summary): no scroll view on screen scrolls \(direction)"
                : "\(event.summary): \(along.count) scroll views scroll \(direction); name one with in: (an id it has or holds)")
        }
        return along[0].scroll
    }

    /// The refreshable scroll view `event` pulls: the one named by its `in:` (as for `Scroll`),
    /// or else the only refreshable vertical one on screen. One whose content fits and bounces
    /// `.basedOnSize` cannot be pulled.
    func target(of event: Pull) throws -> (control: RefreshControl, position: ScrollOffsetState) {
        let vertical = found.filter { $0.scroll.scrolls(along: .vertical) }
        let scroll: ScrollElement
        if let name = event.scrollViewID {
            guard let named = vertical.last(where: { $0.ids.contains(name) || ScrollTargets.frame(of: name, in: $0.scroll) != nil })?.scroll else {
                throw RenderError.invalidScroll("\(event.summary): no vertical scroll view has or holds a view with id \(name.base); "
                                                + "give the scroll view .id(\(name.base))")
            }
            guard named.refreshing != nil else {
                throw RenderError.invalidScroll("\(event.summary): the scroll view \(name.base) is not refreshable; give it .refreshable { … }")
            }
            scroll = named
        } else {
            let refreshable = vertical.filter { $0.scroll.refreshing != nil }
            guard refreshable.count == 1 else {
                throw RenderError.invalidScroll(refreshable.isEmpty
                    ? "\(event.summary): no refreshable scroll view or list on screen; give one .refreshable { … }"
                    : "\(event.summary): \(refreshable.count) refreshable scroll views; name one with in: (an id it has or holds)")
            }
            scroll = refreshable[0].scroll
        }
        guard scroll.isScrollEnabled else {
            throw RenderError.invalidScroll("\(event.summary): the scroll view has .scrollDisabled(true), so a finger cannot pull it")
        }
        guard scroll.pannableAxes.contains(.vertical), let refreshing = scroll.refreshing else {
            throw RenderError.invalidScroll("\(event.summary): the content fits and the scroll view bounces .basedOnSize, so it does not move "
                                            + "under a finger; use .scrollBounceBehavior(.always)")
        }
        return refreshing
    }
}
