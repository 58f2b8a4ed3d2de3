/// Marks what a keyframe animator shows, so the value track can list its timeline under the
/// content's path; it lays out and draws exactly as its content does.
final class KeyframeTimelineElement: Element {
    let clock: KeyframeClock

    init(clock: KeyframeClock, child: Element, id: ViewID) {
        self.clock = clock
        super.init(.modifier, id: id, children: [child])
    }

    override var passesSizeThrough: Bool { true }
}
