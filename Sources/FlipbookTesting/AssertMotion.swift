import Flipbook

// Motion assertions: each runs the scene, reads its value track (`ValueTrack`) and records one
// failure per problem, naming the view, the frame and the values. `view` selects views by path,
// its end or a container above them (see `ValueTrack.settlingProblems(by:view:)`).

/// Every selected view stops moving, changing and coming or going by `time` (seconds).
///
///     assertSettles(.explicitAnimation, by: 0.6)
@MainActor
public func assertSettles(_ scene: FlipbookScene, by time: Double, view: String? = nil,
                          fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                          line: UInt = #line, column: UInt = #column) {
    checkMotion(scene, fileID: fileID, filePath: filePath, line: line, column: column) {
        $0.settlingProblems(by: time, view: view)
    }
}

/// No selected animation overshoots its new value (or undershoots its old one) by more than
/// `bound` of its change (0.1: 10 %).
@MainActor
public func assertOvershoot(of scene: FlipbookScene, below bound: Double, view: String? = nil,
                            fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                            line: UInt = #line, column: UInt = #column) {
    checkMotion(scene, fileID: fileID, filePath: filePath, line: line, column: column) {
        $0.overshootProblems(below: bound, view: view)
    }
}

/// No selected view's on-screen bounds move more than `maximum` points, nor its opacity more than
/// `maximumOpacity`, from one frame to the next (appearing counts as from opacity 0): a transition
/// or matched geometry that pops fails.
@MainActor
public func assertNoJumps(in scene: FlipbookScene, maximum: Double, maximumOpacity: Double = 0.5, view: String? = nil,
                          fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                          line: UInt = #line, column: UInt = #column) {
    checkMotion(scene, fileID: fileID, filePath: filePath, line: line, column: column) {
        $0.jumpProblems(maximum: maximum, maximumOpacity: maximumOpacity, view: view)
    }
}

/// The selected views' `attribute` (`x`, `opacity`, `sx`, `rot`…: see `ValueTrack`) reaches each
/// of `values` in order: a phase animator's phases arrive in order.
@MainActor
public func assertPhases(of scene: FlipbookScene, view: String, attribute: String, reach values: [Double],
                         tolerance: Double = 0.01,
                         fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                         line: UInt = #line, column: UInt = #column) {
    checkMotion(scene, fileID: fileID, filePath: filePath, line: line, column: column) {
        $0.phaseProblems(view: view, attribute: attribute, reach: values, tolerance: tolerance)
    }
}

/// Each animation of the selected views' `attribute` (`frame`, `opacity`, `offset`…; any when
/// nil) runs for `duration` seconds, within `tolerance` (one frame when nil).
@MainActor
public func assertDuration(of scene: FlipbookScene, view: String, attribute: String? = nil, is duration: Double,
                           tolerance: Double? = nil,
                           fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                           line: UInt = #line, column: UInt = #column) {
    checkMotion(scene, fileID: fileID, filePath: filePath, line: line, column: column) {
        $0.durationProblems(view: view, attribute: attribute, is: duration, tolerance: tolerance)
    }
}

/// Records `scene`'s value track, runs `check` on it and reports each problem.
@MainActor
private func checkMotion(_ scene: FlipbookScene, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt,
                         _ check: (ValueTrack) -> [String]) {
    let problems: [String]
    do { problems = check(try SharedRenderer.get().valueTrack(scene)) } catch { problems = ["\(scene.name): \(error)"] }
    for problem in problems {
        IssueReporter.record(problem, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
