/// Makes a safe area for its view when placed: `inset` in from its frame, reaching out to the
/// frame, inside the safe area around it (for `safeAreaPadding`).
final class SafeAreaRegionElement: Element {
    private let region: SafeAreaRegion
    private let outer: SafeAreaRegion?
    private let insets: EdgeInsets

    init(child: Element, region: SafeAreaRegion, outer: SafeAreaRegion?, insets: EdgeInsets, id: ViewID) {
        self.region = region
        self.outer = outer
        self.insets = insets
        super.init(.modifier, id: id, children: [child])
    }

    override var passesSizeThrough: Bool { true }

    override func placeChildren(in frame: CGRect) {
        region.bounds = frame
        region.safeRect = CGRect(x: frame.minX + insets.leading, y: frame.minY + insets.top,
                                 width: max(0, frame.width - insets.horizontal), height: max(0, frame.height - insets.vertical))
        region.outer = outer
        children[0].place(in: frame)
    }

    override var debugName: String { "SafeAreaRegion" }
}

extension PersistentKey {
    /// The safe area a `safeAreaInset` or `safeAreaPadding` makes for its content.
    static var safeAreaRegion: PersistentKey<SafeAreaRegion> { "safeArea.region" }
}

extension ResolveContext {
    /// The safe area kept with the modifier resolved here, made the first time.
    var persistentSafeAreaRegion: SafeAreaRegion {
        let state = persistentState
        if let region = state[.safeAreaRegion] { return region }
        let region = SafeAreaRegion()
        state[.safeAreaRegion] = region
        return region
    }
}
