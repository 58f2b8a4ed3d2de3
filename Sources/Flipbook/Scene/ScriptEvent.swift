/// Something a scene's script does at a moment of the scene's time.
public protocol ScriptEvent {
    /// When it happens, in seconds from the start; not rounded to a frame.
    var time: Double { get }
    /// A short description for errors and traces.
    var summary: String { get }
    @MainActor func perform(on graph: ViewGraph) throws
}

/// Runs `action` at `time` (to change a model or a binding the scene holds).
public struct At: ScriptEvent {
    public let time: Double
    let action: @MainActor () -> Void
    public init(_ time: Double, _ action: @escaping @MainActor () -> Void) {
        self.time = time
        self.action = action
    }
    public var summary: String { "At(\(time))" }
    public func perform(on graph: ViewGraph) throws { graph.perform(at: time, action) }
}

/// Collects a scene's script events; `for` loops and `if` work inside.
@resultBuilder
public enum ScriptBuilder {
    public static func buildExpression(_ event: any ScriptEvent) -> [any ScriptEvent] { [event] }
    public static func buildBlock(_ parts: [any ScriptEvent]...) -> [any ScriptEvent] { parts.flatMap { $0 } }
    public static func buildArray(_ parts: [[any ScriptEvent]]) -> [any ScriptEvent] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [any ScriptEvent]?) -> [any ScriptEvent] { part ?? [] }
    public static func buildEither(first: [any ScriptEvent]) -> [any ScriptEvent] { first }
    public static func buildEither(second: [any ScriptEvent]) -> [any ScriptEvent] { second }
}
