import FlipbookDisplayList

/// Emit: the drawing of the tree at a time. Leaves emit shapes and text at their presented
/// frames, effects wrap their children in groups with the presented transform and opacity. A
/// subtree in which nothing can animate until the next commit is drawn once and reused, and a run
/// of such siblings becomes one item, so a frame costs in proportion to what animates.
@MainActor
struct EmitPass {
    let time: Double
    /// Room made in the top-level list at the start (the last frame's count), so that a frame
    /// of many items does not grow it step by step.
    var capacity = 0

    func run(_ roots: [Element]) -> DisplayList {
        var items: [DisplayItem] = []
        items.reserveCapacity(capacity)
        for root in roots { root.emit(into: &items, at: time) }
        return DisplayList(items)
    }
}

/// Consecutive children that may all animate, or none of them; a static run's drawing, once made.
typealias ChildRun = (children: ArraySlice<Element>, cached: [DisplayItem]?, isStatic: Bool)

/// What the emit pass keeps of an element's drawing between frames; every commit starts it anew.
struct DrawCache {
    /// Whether anything in the subtree may animate until the next commit (animations start only
    /// in commits, so this is a safe over-estimate).
    var mayAnimate = true
    /// The subtree's drawing, kept while nothing in it animates.
    var items: [DisplayItem]?
    /// Runs of consecutive children, each static run drawn once and kept.
    var childRuns: [ChildRun]?
}

extension Element {
    /// Appends this subtree's drawing at `time`, from the cache when nothing in it animates.
    func emit(into items: inout [DisplayItem], at time: Double) {
        if let cached = drawCache.items {
            items.append(sharing: cached)
            return
        }
        if drawCache.mayAnimate {
            draw(into: &items, at: time)
            return
        }
        var drawn: [DisplayItem] = []
        draw(into: &drawn, at: time)
        drawCache.items = Self.oneItem(drawn)
        items.append(contentsOf: drawn)
    }

    /// Forgets this element's cached drawing (for elements that lay their content out again
    /// outside a commit, such as views flying to a matched geometry).
    func dropDrawCache() {
        drawCache.items = nil
        drawCache.childRuns = nil
    }

    /// Emits `ordered` (this element's children in drawing order). Consecutive children that
    /// cannot animate are drawn once and appended as one item, so a frame costs in proportion to
    /// what animates, not to the number of views. The runs are kept until the next commit, so an
    /// element must pass the same children every frame until then (debug builds check the count).
    /// An only child (the view a modifier wraps) is one run: it keeps its own drawing instead.
    func emitChildren(_ ordered: [Element], into items: inout [DisplayItem], at time: Double) {
        if ordered.count == 1 { return ordered[0].emit(into: &items, at: time) }
        // Taken out and put back once: one access to the element's cache, not one per run.
        var runs = drawCache.childRuns.take() ?? Self.runs(of: ordered)
        defer { drawCache.childRuns = runs }
        assert(runs.reduce(0) { $0 + $1.children.count } == ordered.count,
               "emitChildren was given other children than at its first frame since the commit")
        for index in runs.indices {
            if let cached = runs[index].cached {
                items.append(sharing: cached)
            } else if runs[index].isStatic {
                var drawn: [DisplayItem] = []
                for child in runs[index].children { child.emit(into: &drawn, at: time) }
                runs[index].cached = Self.oneItem(drawn)
                items.append(contentsOf: drawn)
            } else {
                for child in runs[index].children { child.emit(into: &items, at: time) }
            }
        }
    }

    /// `ordered` in runs of consecutive children that may animate or may not.
    private static func runs(of ordered: [Element]) -> [ChildRun] {
        var runs: [ChildRun] = []
        var start = 0
        while start < ordered.count {
            let isStatic = !ordered[start].drawCache.mayAnimate
            var end = start + 1
            while end < ordered.count, !ordered[end].drawCache.mayAnimate == isStatic { end += 1 }
            runs.append((ordered[start..<end], nil, isStatic))
            start = end
        }
        return runs
    }

    /// `drawn` as one group item, so that appending a cached subtree costs the same whatever its size.
    private static func oneItem(_ drawn: [DisplayItem]) -> [DisplayItem] {
        drawn.count > 1 ? [.group(GroupDrawing(transform: .identity, opacity: 1, clip: nil, items: drawn))] : drawn
    }
}

extension [DisplayItem] {
    /// Appends `drawing`; into an empty array with no room made, by sharing its storage rather than
    /// copying it, so a cached drawing an effect wraps costs no allocation a frame.
    mutating func append(sharing drawing: [DisplayItem]) {
        if capacity == 0 { self = drawing } else { append(contentsOf: drawing) }
    }
}
