import Foundation

/// Opens a URL: `openURL(url)`, as a `Link` does when tapped. The environment's action runs its
/// handler, if any; the system's (the default, and a handler's `.systemAction`) cannot open
/// anything offline, so it records the URL in the render summary ("openURL: …"), where scenes and
/// tests can see it.
public struct OpenURLAction {
    /// What a handler did with a URL.
    public struct Result: Sendable {
        enum Kind: Sendable { case handled, discarded, system(URL?) }
        let kind: Kind

        /// The handler opened it.
        public static let handled = Result(kind: .handled)
        /// The handler would not open it.
        public static let discarded = Result(kind: .discarded)
        /// The system should open it.
        public static let systemAction = Result(kind: .system(nil))
        /// The system should open `url` instead.
        public static func systemAction(_ url: URL) -> Result { Result(kind: .system(url)) }
    }

    let handler: (@MainActor (URL) -> Result)?

    /// An action that gives each URL to `handler`.
    public init(handler: @escaping @MainActor (URL) -> Result) {
        self.handler = handler
    }

    init() { handler = nil }

    /// Opens `url`.
    @MainActor public func callAsFunction(_ url: URL) { open(url) }

    /// Opens `url`, then calls `completion` with whether it was opened.
    @MainActor public func callAsFunction(_ url: URL, completion: @escaping @MainActor (Bool) -> Void) {
        completion(open(url))
    }

    @MainActor @discardableResult private func open(_ url: URL) -> Bool {
        switch (handler?(url) ?? .systemAction).kind {
        case .handled: return true
        case .discarded: return false
        case .system(let replacement):
            ActionScope.current.get()?.graph?.warn("openURL: \((replacement ?? url).absoluteString) (the system action; Flipbook has no browser)")
            return true
        }
    }
}

private enum OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction { OpenURLAction() }
}

extension EnvironmentValues {
    /// The action that opens URLs (`Link`s use it); set it to handle them yourself.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}
