/// Fades the view in or out while it blurs and scales: an inserted view comes in sharp and
/// growing to its size, a removed one goes out blurred and shrinking (`.downUp`) or growing
/// (`.upUp`). Written as a view (`body`), so it plays through the view's own effects.
///
/// The blur radius and scales are estimates (Apple documents none): 10 pt, 0.8 and 1.25.
public struct BlurReplaceTransition: Transition, Sendable {
    /// Which way the view scales as it is removed.
    public struct Configuration: Equatable, Sendable {
        let removalScale: Double

        /// Scales down as it is removed and up as it is inserted.
        public static let downUp = Configuration(removalScale: 0.8)
        /// Scales up both as it is removed and as it is inserted.
        public static let upUp = Configuration(removalScale: 1.25)
    }

    /// The scale an inserted view grows from.
    static let insertionScale = 0.8
    /// The blur radius of an absent view.
    static let radius: CGFloat = 10

    public var configuration: Configuration

    public init(configuration: Configuration) { self.configuration = configuration }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        let scale = switch phase {
        case .willAppear: Self.insertionScale
        case .identity: 1.0
        case .didDisappear: configuration.removalScale
        }
        return content
            .blur(radius: phase.isIdentity ? 0 : Self.radius)
            .scaleEffect(CGFloat(scale))
            .opacity(phase.isIdentity ? 1 : 0)
    }
}

extension Transition where Self == BlurReplaceTransition {
    /// The blur-replace transition, scaling down as the view is removed (`.downUp`).
    public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition(configuration: .downUp) }

    /// The blur-replace transition in `configuration`.
    public static func blurReplace(_ configuration: BlurReplaceTransition.Configuration = .downUp) -> Self {
        BlurReplaceTransition(configuration: configuration)
    }
}
