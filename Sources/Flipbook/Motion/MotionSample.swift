import FlipbookDisplayList

/// Every animated attribute of a scene at one time: each drawing view's presented geometry and
/// look, and each running animation (see `ViewGraph.motionSample(at:)`).
public struct MotionSample: Sendable, Equatable {
    /// One view that draws (text, a shape, an image), as it is on screen.
    public struct Leaf: Sendable, Equatable {
        /// The view's place in the tree: containers and the view, with each one's position or id
        /// in its parent (`VStack/0/Text("Hello")`). Unique within the sample.
        public var path: String
        /// The presented frame (mid-animation when it animates), in scene points, before `transform`.
        public var frame: CGRect
        /// The opacity of every effect and transition above the view, multiplied.
        public var opacity: Double
        /// The transform of every effect and transition above the view, composed (innermost first).
        public var transform: FlipbookDisplayList.AffineTransform
        /// The presented colour of text or a shape; nil for views without one (images).
        public var color: RGBAColor?
        /// The transition the view is playing, if one is.
        public var transition: Transition?
    }

    /// A transition being played.
    public enum Transition: String, Sendable {
        /// The view is being inserted.
        case insertion = "in"
        /// The view is being removed.
        case removal = "out"
    }

    /// One running animation of one attribute.
    public struct RunningAnimation: Sendable, Equatable {
        /// The path of the view the attribute belongs to (a modifier's is its view's).
        public var path: String
        /// The attribute: `frame`, `color`, `opacity`, `offset`, `scale`, `phase` (a transition),
        /// `animatableData` (an `Animatable` view's data), `keyframes` (a keyframe animator's timeline)…
        public var attribute: String
        /// The animation in charge as SwiftUI prints it (`BezierAnimation(duration: 0.35, …)`), or a
        /// keyframe animator's timeline (`KeyframeTimeline(duration: 0.9)`, `…, repeating)`).
        public var kind: String
        /// When it started, in scene seconds.
        public var startTime: Double
        /// 0 at the old value, 1 at the new one, beyond 1 while it overshoots.
        public var progress: Double
        /// The rate of `progress` per second, when it can be computed.
        public var velocity: Double?
        /// Whether it is logically complete (what starts a phase animator's next phase).
        public var isLogicallyComplete: Bool
        /// For a keyframe timeline, how many of its keyframe boundaries it has reached (in this loop).
        public var keyframe: Int?
        /// When it last took a new target while running (a phase animator's next phase), if it did.
        public var retargetTime: Double?
        /// Tells apart animations of one attribute in one sample (the n-th from the top of the tree).
        var slot: ObjectIdentifier
    }

    /// Scene time in seconds.
    public var time: Double
    /// The drawing views, in tree order.
    public var leaves: [Leaf]
    /// The running animations, in tree order.
    public var animations: [RunningAnimation]
}
