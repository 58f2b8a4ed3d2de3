import FlipbookDisplayList
import Foundation

/// Every animated attribute of a scene, frame by frame: the text golden of motion. Each frame
/// holds, for each subject on screen (a drawing view, or a running animation of one of its
/// attributes), its attributes as printed values:
///
/// - a view's presented frame `x y w h` (scene points), `opacity`, its transform decomposed as
///   `tx ty` (points), `sx sy` (scale) and `rot` (degrees), its `color` (`#rrggbbaa`) and the
///   `transition` it plays (`in`, `out`, `none`);
/// - an animation's `kind` (as SwiftUI prints it), `start` (seconds), `retarget` (seconds: the
///   last time it took a new target while running, as a phase animator's next phase does; not
///   printed before), `keyframe` (a keyframe timeline's: how many keyframe boundaries it has
///   reached), `p` (progress: 0 at the old value, 1 at the new one, above 1 while overshooting),
///   `v` (progress per second; `none` when it cannot be computed, as at an animation's last frame)
///   and `complete` (1 once logically complete).
///
/// `text` prints it compactly (unchanged attributes are not repeated); `init(parsing:)` reads it
/// back; `differences(from:tolerance:)` says what changed, frame by frame.
public struct ValueTrack: Sendable, Equatable {
    /// A view, or one running animation of one of its attributes.
    public struct Subject: Hashable, Sendable, CustomStringConvertible {
        /// The view's path (`VStack/1/Rectangle`).
        public var path: String
        /// For an animation, the attribute it animates (`frame`, `opacity`…); nil for the view.
        public var attribute: String?
        /// For an animation, which of that attribute's animations in the run it is, from 1.
        public var ordinal: Int

        public init(path: String, attribute: String? = nil, ordinal: Int = 1) {
            self.path = path
            self.attribute = attribute
            self.ordinal = ordinal
        }

        /// `VStack/1/Rectangle`, `VStack/1/Rectangle frame animation`, `… frame animation 2`.
        public var description: String {
            guard let attribute else { return path }
            return "\(path) \(attribute) animation" + (ordinal > 1 ? " \(ordinal)" : "")
        }
    }

    /// One sampled frame: every subject on screen and its attributes.
    public struct Frame: Sendable, Equatable {
        public var index: Int
        public var subjects: [Subject: [String: String]]
    }

    /// The scene's name.
    public var scene: String
    /// Frames per second (frame `i` is at `i / fps` s).
    public var fps: Int
    /// The sampled frames, in increasing order.
    public var frames: [Frame]
    /// Every subject, in order of first appearance.
    public var subjects: [Subject]

    public init(scene: String, fps: Int, frames: [Frame] = [], subjects: [Subject] = []) {
        self.scene = scene
        self.fps = fps
        self.frames = frames
        self.subjects = subjects
    }

    /// The attributes a view has when none is printed (an untransformed, opaque view).
    static let viewDefaults = ["opacity": "1", "tx": "0", "ty": "0", "sx": "1", "sy": "1", "rot": "0", "transition": "none"]

    /// The attributes an animation has when none is printed.
    static let animationDefaults = ["complete": "0"]

    /// Order of a view's and an animation's attributes in printed lines.
    static let attributeOrder = ["x", "y", "w", "h", "opacity", "tx", "ty", "sx", "sy", "rot", "color", "transition", "start", "retarget", "keyframe", "p", "v", "complete"]

    /// Adds a frame sampled from the view graph.
    mutating func append(_ sample: MotionSample, frame index: Int, ordinals: inout AnimationOrdinals) {
        var subjects: [Subject: [String: String]] = [:]
        func add(_ subject: Subject, _ attributes: [String: String]) {
            if !self.subjects.contains(subject) { self.subjects.append(subject) }
            subjects[subject] = attributes
        }
        for view in sample.leaves {
            add(Subject(path: view.path), Self.attributes(of: view))
        }
        for animation in sample.animations {
            let ordinal = ordinals.ordinal(of: animation)
            var attributes = ["kind": animation.kind, "start": TrackNumber.print(animation.startTime, digits: 4),
                              "p": TrackNumber.print(animation.progress, digits: 3)]
            attributes["v"] = animation.velocity.map { TrackNumber.print($0, digits: 2) } ?? "none"
            attributes["complete"] = animation.isLogicallyComplete ? "1" : "0"
            if let keyframe = animation.keyframe { attributes["keyframe"] = String(keyframe) }
            if let retarget = animation.retargetTime { attributes["retarget"] = TrackNumber.print(retarget, digits: 4) }
            add(Subject(path: animation.path, attribute: animation.attribute, ordinal: ordinal), attributes)
        }
        frames.append(Frame(index: index, subjects: subjects))
    }

    private static func attributes(of view: MotionSample.Leaf) -> [String: String] {
        func point(_ value: Double) -> String { TrackNumber.print(value, digits: 2) }
        let t = view.transform
        let scaleX = (t.a * t.a + t.b * t.b).squareRoot()
        let scaleY = scaleX == 0 ? 0 : t.determinant / scaleX
        var attributes = [
            "x": point(view.frame.minX), "y": point(view.frame.minY),
            "w": point(view.frame.width), "h": point(view.frame.height),
            "opacity": TrackNumber.print(view.opacity, digits: 3),
            "tx": point(t.tx), "ty": point(t.ty),
            "sx": TrackNumber.print(scaleX, digits: 3), "sy": TrackNumber.print(scaleY, digits: 3),
            "rot": TrackNumber.print(atan2(t.b, t.a) * 180 / .pi, digits: 2),
        ]
        if let color = view.color { attributes["color"] = TrackNumber.hex(color) }
        attributes["transition"] = view.transition?.rawValue ?? "none"
        return attributes
    }

    /// The frame sampled at `index`, if it was.
    public func frame(_ index: Int) -> Frame? {
        frames.first { $0.index == index }
    }
}

/// Numbers and colours as the value track prints them: fixed decimals with trailing zeros cut.
package enum TrackNumber {
    package static func print(_ value: Double, digits: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
        var text = String(format: "%.\(digits)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }

    /// `12.5%` for 0.125.
    package static func percent(_ fraction: Double) -> String { print(fraction * 100, digits: 1) + "%" }

    package static func hex(_ color: RGBAColor) -> String {
        func byte(_ value: Double) -> String {
            String(format: "%02x", Int((max(0, min(1, value.isNaN ? 0 : value)) * 255).rounded()))
        }
        return "#" + byte(color.red) + byte(color.green) + byte(color.blue) + byte(color.alpha)
    }
}

/// Numbers the animations of each attribute of each view in the order they start.
struct AnimationOrdinals {
    private var known: [String: Int] = [:]
    private var counts: [String: Int] = [:]

    mutating func ordinal(of animation: MotionSample.RunningAnimation) -> Int {
        let attribute = "\(animation.path) \(animation.attribute)"
        let key = "\(attribute) \(animation.slot.hashValue) \(animation.startTime)"
        if let ordinal = known[key] { return ordinal }
        let ordinal = counts[attribute, default: 0] + 1
        counts[attribute] = ordinal
        known[key] = ordinal
        return ordinal
    }
}
