import FlipbookDisplayList

/// A `LazyVStack` whose section headers pin (`pinnedViews: .sectionHeaders`) in its scroll view:
/// each `Section`'s header is drawn at the top of what shows while its section passes under it,
/// pushed up by the section's end, as a plain `List`'s headers are. It wraps the stack's element
/// and draws the stack's children itself: the rest first, then the headers over them.
final class PinnedSectionHeadersElement: Element {
    private let pinning: ScrollOffsetState
    /// The thickness of a device pixel: pinned headers move by whole pixels.
    private let pixel: CGFloat
    /// The stack's children drawn where they are laid out: all but the headers.
    private let unpinned: [Element]
    /// Each section's header elements and all its elements, in order.
    private let sections: [(headers: [Element], all: [Element])]
    /// Each section's headers at rest, from the last layout.
    private var pins: [PinnedHeader] = []

    init(stack: Element, pinningTo pinning: ScrollOffsetState, pixel: CGFloat, id: ViewID) {
        self.pinning = pinning
        self.pixel = pixel
        var sections: [(id: ViewID, headers: [Element], all: [Element])] = []
        for child in stack.children {
            guard let membership = child.traits.listSection else { continue }
            if sections.last?.id != membership.section { sections.append((membership.section, [], [])) }
            if membership.part == .header { sections[sections.count - 1].headers.append(child) }
            sections[sections.count - 1].all.append(child)
        }
        self.sections = sections.map { ($0.headers, $0.all) }
        let headers = sections.flatMap(\.headers)
        unpinned = stack.orderedForDrawing.filter { child in !headers.contains { $0 === child } }
        super.init(.modifier, id: id, children: [stack])
    }

    override var passesSizeThrough: Bool { true }

    override func placeChildren(in frame: CGRect) {
        children[0].place(in: frame)
        pins = sections.compactMap { section in
            let headers = section.headers.filter { !$0.traits.isDeparting }
            let all = section.all.filter { !$0.traits.isDeparting }
            guard let top = headers.map(\.frame.minY).min(), let bottom = all.map(\.frame.maxY).max() else { return nil }
            return PinnedHeader(elements: headers, top: top, height: headers.map(\.frame.maxY).max()! - top, sectionBottom: bottom)
        }
    }

    /// Pinned headers move while the scroll position animates.
    override var isAnimatingItself: Bool? { pinning.isMoving }

    override func draw(into items: inout [DisplayItem], at time: Double) {
        emitChildren(unpinned, into: &items, at: time)
        PinnedHeader.draw(pins, pinnedTo: pinning, pixel: pixel, into: &items, at: time)
    }

    override var debugName: String { "PinnedSectionHeaders" }
}
