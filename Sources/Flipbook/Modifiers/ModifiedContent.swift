/// A view with a modifier applied: `Text("Hi").padding()`.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
    public typealias Body = Never

    func resolve(in context: ResolveContext) -> [Element] {
        if let primitive = modifier as? any PrimitiveModifier {
            return primitive.resolve(content: content, in: context)
        }
        if let effect = modifier as? any GeometryEffect {
            return context.geometryEffectElements(effect, content: content)
        }
        let placeholder = _ViewModifier_Content<Modifier>(content: content)
        return context.resolveComposite(ModifierBody(modifier: modifier, content: placeholder))
    }
}

/// A reusable change to a view, written as a `body(content:)`.
///
///     struct Card: ViewModifier {
///         func body(content: Content) -> some View { content.padding().background(.yellow) }
///     }
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body
}

extension ViewModifier where Body == Never {
    public func body(content: Content) -> Never { fatalError("\(Self.self) is a primitive modifier") }
}

/// The view a `ViewModifier` is applied to, as seen inside its `body(content:)`.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, ConfigurationPart {
    let content: any View
    public typealias Body = Never
}

/// A user modifier evaluated like a composite view, so its `@State` persists.
struct ModifierBody<Modifier: ViewModifier>: View {
    var modifier: Modifier
    let content: _ViewModifier_Content<Modifier>
    var body: Modifier.Body { modifier.body(content: content) }
}

extension View {
    /// Applies `modifier` to this view.
    public func modifier<M>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A modifier Flipbook implements itself.
@MainActor
protocol PrimitiveModifier {
    func resolve(content: any View, in context: ResolveContext) -> [Element]
}

/// A modifier that wraps each element of its content in an element of its own
/// (modifiers on a group of views apply to every member).
@MainActor
protocol WrappingModifier: PrimitiveModifier {
    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element
    /// Changes to the environment seen by the content.
    func transformEnvironment(_ environment: inout EnvironmentValues)
}

extension WrappingModifier {
    func transformEnvironment(_ environment: inout EnvironmentValues) {}

    func resolve(content: any View, in context: ResolveContext) -> [Element] {
        let children = context.with(environment: transformEnvironment).resolveChild(content, component: .content)
        return context.wrapEach(children) { makeElement(wrapping: $0, id: $1, context: context) }
    }
}

/// A modifier that only changes the environment of its content.
@MainActor
protocol EnvironmentModifier: PrimitiveModifier {
    func transform(_ environment: inout EnvironmentValues)
}

extension EnvironmentModifier {
    func resolve(content: any View, in context: ResolveContext) -> [Element] {
        context.with(environment: transform).resolveChild(content, component: .content)
    }
}

extension ModifierBody: Animatable where Modifier: Animatable {
    var animatableData: Modifier.AnimatableData {
        get { modifier.animatableData }
        set { modifier.animatableData = newValue }
    }
}

/// A view modifier that animates its `animatableData` (SwiftUI's older name for `ViewModifier & Animatable`).
public typealias AnimatableModifier = Animatable & ViewModifier
