import FlipbookDisplayList

extension ViewGraph {
    /// Every animated attribute at `time`, read after `displayList(at: time)`: each drawing view's
    /// presented frame, the opacity and transform of the effects above it and its colour, and each
    /// running animation's kind, progress and velocity. Paths name containers and views with their
    /// position or id in their parent (`VStack/1/Rectangle`, `LazyVGrid/id:3/Text("3")`), so they
    /// stay put when siblings come and go.
    public func motionSample(at time: Double) -> MotionSample {
        var sample = MotionSample(time: time, leaves: [], animations: [])
        var usedPaths: [String: Int] = [:]
        func unique(_ path: String) -> String {
            let count = usedPaths[path, default: 0] + 1
            usedPaths[path] = count
            return count == 1 ? path : "\(path)#\(count)"
        }
        func addAnimation(of slot: any InspectableSlot, named name: String, path: String) {
            guard let running = slot.runningAnimation(at: time) else { return }
            sample.animations.append(MotionSample.RunningAnimation(
                path: path, attribute: name, kind: running.kind, startTime: running.startTime,
                progress: running.progress, velocity: running.velocity,
                isLogicallyComplete: running.isLogicallyComplete, keyframe: running.keyframe,
                retargetTime: running.retargetTime, slot: ObjectIdentifier(slot)))
        }
        func addAnimations(of state: PersistentState, path: String) {
            for (name, slot) in state.inspectableSlots { addAnimation(of: slot, named: name, path: path) }
        }
        func visit(_ element: Element, parentPath: String, anchor: ViewID,
                   transform: FlipbookDisplayList.AffineTransform, opacity: Double, transition: MotionSample.Transition?) {
            // A modifier belongs to the view it modifies: it takes that view's path.
            var named = element
            while named.kind.isModifier, let inner = named.wrapped { named = inner }
            let path = MotionPaths.path(of: named, parentPath: parentPath, anchor: anchor)
            var transform = transform
            var opacity = opacity
            var transition = transition
            if let effect = element as? any PresentedEffect {
                transition = effect.playingTransition ?? transition
                let own = effect.presentedEffect(at: time)
                transform = own.transform.concatenating(transform)
                opacity *= own.opacity
                addAnimations(of: effect.animatedState, path: path)
            }
            if let animatable = element as? any AnimatableDataCarrier {
                addAnimation(of: animatable.animatableDataSlot, named: "animatableData", path: path)
            }
            if let keyframes = element as? KeyframeTimelineElement {
                addAnimation(of: keyframes.clock, named: "keyframes", path: path)
            }
            if let leaf = element as? LeafElement {
                addAnimations(of: leaf.state, path: path)
                sample.leaves.append(MotionSample.Leaf(
                    path: unique(path), frame: leaf.presentedFrame(at: time), opacity: opacity, transform: transform,
                    color: leaf.presentedColor(at: time), transition: transition))
            }
            let isNamed = !element.kind.isModifier
            for child in element.children {
                visit(child, parentPath: isNamed ? path : parentPath, anchor: isNamed ? element.id : anchor,
                      transform: transform, opacity: opacity, transition: transition)
            }
        }
        for element in rootElements {
            visit(element, parentPath: "", anchor: .root, transform: .identity, opacity: 1, transition: nil)
        }
        return sample
    }
}

extension LeafElement {
    /// The presented colour of a leaf that keeps one (text, shapes).
    func presentedColor(at time: Double) -> RGBAColor? {
        guard let slot = state.existingSlot(PersistentKey<AnimatedSlot<Color.Resolved.AnimatableData>>.color) else { return nil }
        var resolved = Color.Resolved(red: 0, green: 0, blue: 0)
        resolved.animatableData = slot.presented(at: time)
        return Color(resolved).rgba
    }
}

extension PersistentKey {
    /// A leaf's colour (text and shapes keep it under this name).
    static var color: PersistentKey<AnimatedSlot<Color.Resolved.AnimatableData>> { "color" }
}
