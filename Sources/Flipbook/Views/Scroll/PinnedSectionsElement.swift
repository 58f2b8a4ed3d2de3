import FlipbookDisplayList

/// A lazy stack or grid whose sections' headers or footers pin (`pinnedViews`) in its scroll
/// view: each `Section`'s header is drawn at the start of what shows while its section passes
/// under it, and its footer at the end, each pushed out by its section as it leaves (see
/// `PinnedView`), as a plain `List`'s headers are. It wraps the stack's or grid's element and draws
/// its children itself: the rest first, then the pinned views over them.
final class PinnedSectionsElement: Element {
    private let pinning: ScrollOffsetState
    private let pinned: PinnedScrollableViews
    /// The axis along which the stack or grid adds its views (the one its pinned views move along).
    private let axis: Axis
    /// The thickness of a device pixel: pinned views move by whole pixels.
    private let pixel: CGFloat
    /// The wrapped element's children drawn where they are laid out: all but the pinned views.
    private let unpinned: [Element]
    /// Each section's elements, in order.
    private let sections: [[Element]]
    /// Each section's pinned views at rest, from the last layout.
    private var pins: [PinnedView] = []

    /// `content` resolved for a lazy stack or grid that pins `pinned` along `axis`: wrapped in this
    /// element when it is in a scroll view and pins something, else as it is.
    static func resolve(pinning pinned: PinnedScrollableViews, along axis: Axis, in context: ResolveContext,
                        content: (ResolveContext) -> [Element]) -> [Element] {
        guard !pinned.isEmpty, let position = context.environment.enclosingScrollPosition else { return content(context) }
        return content(context.with { $0.pinnedScrollableViews = pinned }).map {
            PinnedSectionsElement(content: $0, pinning: pinned, along: axis, to: position, pixel: context.environment.pixelLength,
                                  id: context.id.appending(.wrapper))
        }
    }

    private init(content: Element, pinning pinned: PinnedScrollableViews, along axis: Axis, to pinning: ScrollOffsetState,
                 pixel: CGFloat, id: ViewID) {
        self.pinning = pinning
        self.pinned = pinned
        self.axis = axis
        self.pixel = pixel
        var sections: [(id: ViewID, all: [Element])] = []
        for child in content.children {
            guard let membership = child.traits.listSection else { continue }
            if sections.last?.id != membership.section { sections.append((membership.section, [])) }
            sections[sections.count - 1].all.append(child)
        }
        self.sections = sections.map(\.all)
        let pinnedParts = sections.flatMap(\.all).filter { Self.pins($0, pinned) }
        unpinned = content.orderedForDrawing.filter { child in !pinnedParts.contains { $0 === child } }
        super.init(.modifier, id: id, children: [content])
    }

    /// Whether `element` is a section part that `pinned` pins.
    private static func pins(_ element: Element, _ pinned: PinnedScrollableViews) -> Bool {
        switch element.traits.listSection?.part {
        case .header: pinned.contains(.sectionHeaders)
        case .footer: pinned.contains(.sectionFooters)
        case .row, nil: false
        }
    }

    override var passesSizeThrough: Bool { true }

    override func placeChildren(in frame: CGRect) {
        children[0].place(in: frame)
        pins = []
        for section in sections {
            let shown = section.filter { !$0.traits.isDeparting }
            let headers = shown.filter { $0.traits.listSection?.part == .header }
            let footers = shown.filter { $0.traits.listSection?.part == .footer }
            guard let sectionStart = shown.map({ $0.frame.origin[axis] }).min(),
                  let sectionEnd = shown.map({ $0.frame.origin[axis] + $0.frame.size[axis] }).max() else { continue }
            let header = span(of: headers), footer = span(of: footers)
            if pinned.contains(.sectionHeaders), let header {
                let limit = pinned.contains(.sectionFooters) ? footer?.lowerBound ?? sectionEnd : sectionEnd
                pins.append(PinnedView(elements: headers, role: .header, start: header.lowerBound,
                                       length: header.upperBound - header.lowerBound, limit: limit))
            }
            if pinned.contains(.sectionFooters), let footer {
                let limit = pinned.contains(.sectionHeaders) ? header?.upperBound ?? sectionStart : sectionStart
                pins.append(PinnedView(elements: footers, role: .footer, start: footer.lowerBound,
                                       length: footer.upperBound - footer.lowerBound, limit: limit))
            }
        }
    }

    /// Where `elements` start and end along the axis, if there are any.
    private func span(of elements: [Element]) -> ClosedRange<CGFloat>? {
        guard let start = elements.map({ $0.frame.origin[axis] }).min(),
              let end = elements.map({ $0.frame.origin[axis] + $0.frame.size[axis] }).max() else { return nil }
        return start...end
    }

    /// Pinned views move while the scroll position animates.
    override var isAnimatingItself: Bool? { pinning.isMoving }

    override func draw(into items: inout [DisplayItem], at time: Double) {
        emitChildren(unpinned, into: &items, at: time)
        PinnedView.draw(pins, along: axis, pinnedTo: pinning, pixel: pixel, into: &items, at: time)
    }

    override var debugName: String { "PinnedSections" }
}

extension PinnedSectionsElement: RearrangedChildren {
    /// The pinned views where they stick, over the rest, as drawn.
    func childrenAsDrawn(at time: Double) -> [(element: Element, transform: FlipbookDisplayList.AffineTransform)] {
        PinnedView.childrenAsDrawn(unpinned: unpinned, pins: pins, along: axis, pinnedTo: pinning, pixel: pixel, at: time)
    }
}
