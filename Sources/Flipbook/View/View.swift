/// A piece of user interface: either a primitive Flipbook draws itself, or a
/// composition of other views returned by ``body``.
///
///     struct Greeting: View {
///         var body: some View { Text("Hello") }
///     }
@MainActor @preconcurrency
public protocol View {
    /// The type of view this view is made of.
    associatedtype Body: View
    /// The content of the view; evaluated again only when its inputs or state change.
    @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

extension View where Body == Never {
    /// Primitive views have no body: Flipbook builds them into elements directly.
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}
