import Testing
@testable import Flipbook

/// Which gesture wins a finger: a child's over its parent's, a high-priority parent's over its
/// child's, simultaneous ones alongside; masks; a child's drag inside a scroll view.
@MainActor
@Suite struct GesturePriorityTests {
    private func drag(_ log: GestureLog, _ name: String) -> some Gesture {
        DragGesture().onEnded { _ in log.add(name) }
    }

    private func run<V: View>(_ view: @escaping @MainActor @Sendable () -> V) throws {
        _ = try runFrames(through: 0.5, script: { Drag(from: CGPoint(x: 200, y: 150), by: CGSize(width: 50, height: 0), duration: 0.1, at: 0) },
                          view: view)
    }

    @Test func childWinsOverParent() throws {
        let log = GestureLog()
        try run { VStack { Color.red.frame(width: 100, height: 100).gesture(drag(log, "child")) }.gesture(drag(log, "parent")) }
        #expect(log.entries == ["child"])
    }

    @Test func highPriorityParentWinsOverChild() throws {
        let log = GestureLog()
        try run { VStack { Color.red.frame(width: 100, height: 100).gesture(drag(log, "child")) }.highPriorityGesture(drag(log, "parent")) }
        #expect(log.entries == ["parent"])
    }

    @Test func simultaneousParentRecognizesAlongside() throws {
        let log = GestureLog()
        try run { VStack { Color.red.frame(width: 100, height: 100).gesture(drag(log, "child")) }.simultaneousGesture(drag(log, "parent")) }
        #expect(log.entries == ["child", "parent"])
    }

    @Test func maskWithoutSubviewsLeavesOnlyTheParent() throws {
        let log = GestureLog()
        try run { VStack { Color.red.frame(width: 100, height: 100).gesture(drag(log, "child")) }.gesture(drag(log, "parent"), including: .gesture) }
        #expect(log.entries == ["parent"])
    }

    @Test func dragOnAChildOfAScrollViewDrivesTheChild() throws {
        let log = GestureLog()
        try run {
            ScrollView { VStack(spacing: 0) { Color.red.frame(width: 400, height: 400).gesture(drag(log, "child")) } }
        }
        #expect(log.entries == ["child"])
    }

    /// A background is drawn beneath the views in front of it: it does not take their finger.
    @Test func backgroundBehindDoesNotTakeTheFinger() throws {
        let log = GestureLog()
        try run {
            VStack { Color.red.frame(width: 100, height: 100).gesture(drag(log, "card")) }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(Color.gray)
        }
        #expect(log.entries == ["card"])
    }

    @Test func disabledGesturesDoNotRecognize() {
        #expect(throws: SceneError.self) {
            try run { Color.red.frame(width: 100, height: 100).gesture(drag(GestureLog(), "child")).disabled(true) }
        }
    }
}
