extension ValueTrack {
    /// Runs `run` frame by frame, as a render does, and samples `frames` (every frame of the scene
    /// when nil). Throws what the run throws (a bad script event, a bad animation).
    @MainActor
    public static func record(_ run: SceneRun, frames: [Int]? = nil) throws -> ValueTrack {
        let scene = run.scene
        let wanted = Set(frames ?? Array(0..<scene.frameCount))
        var track = ValueTrack(scene: scene.name, fps: scene.fps)
        var ordinals = AnimationOrdinals()
        guard let last = wanted.max() else { return track }
        for index in 0...last {
            let time = run.time(ofFrame: index)
            _ = try run.displayList(at: time)
            if wanted.contains(index) {
                track.append(run.graph.motionSample(at: time), frame: index, ordinals: &ordinals)
            }
        }
        return track
    }
}
