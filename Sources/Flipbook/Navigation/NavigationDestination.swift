/// The destinations a `NavigationStack`'s content declares with `.navigationDestination(for:)`,
/// by the type of value they show. Kept by the stack across updates.
@MainActor
final class NavigationDestinations {
    private var destinations: [ObjectIdentifier: (Any) -> any View] = [:]
    /// The destinations of `NavigationLink(destination:label:)`s, by the link's identity.
    private var linked: [ViewID: any View] = [:]

    func register<D>(_ type: D.Type, _ destination: @escaping (D) -> any View) {
        destinations[ObjectIdentifier(type)] = { destination($0 as! D) }
    }

    /// The destinations `navigationDestination(isPresented:)` and `(item:)` push, in the order
    /// they were first declared.
    private var bound: [(key: BoundDestination, presentation: BoundPresentation)] = []

    func register(link: ViewID, destination: any View) { linked[link] = destination }

    func register(_ key: BoundDestination, _ presentation: BoundPresentation) {
        if let index = bound.firstIndex(where: { $0.key == key }) { bound[index].presentation = presentation } else { bound.append((key, presentation)) }
    }

    /// The stack's values past its path: one for each bound destination presented now.
    func presentedValues() -> [AnyHashable] {
        bound.filter { $0.presentation.isPresented() }.map { AnyHashable($0.key) }
    }

    /// The path's values among `values` (the stack's after a pop); the bound destinations no
    /// longer among them are dismissed.
    func pathValues(keeping values: [AnyHashable]) -> [AnyHashable] {
        for (key, presentation) in bound where presentation.isPresented() && !values.contains(AnyHashable(key)) {
            presentation.dismiss()
        }
        return values.filter { !($0.base is BoundDestination) }
    }

    /// The view for `value`, or nil when no destination handles it.
    func view(for value: AnyHashable) -> (any View)? {
        if let link = value.base as? LinkedDestination { return linked[link.link] }
        if let key = value.base as? BoundDestination { return bound.first { $0.key == key }?.presentation.view() }
        return destinations[ObjectIdentifier(type(of: value.base))].map { $0(value.base) }
    }
}

/// The path value a `NavigationLink(destination:label:)` pushes: which link it was.
struct LinkedDestination: Hashable {
    let link: ViewID
}

private enum NavigationDestinationsKey: EnvironmentKey {
    static var defaultValue: NavigationDestinations? { nil }
}

extension EnvironmentValues {
    /// The destinations of the enclosing `NavigationStack`.
    var navigationDestinations: NavigationDestinations? {
        get { self[NavigationDestinationsKey.self] }
        set { self[NavigationDestinationsKey.self] = newValue }
    }
}

struct NavigationDestinationModifier<D: Hashable, Destination: View>: ViewModifier, PrimitiveModifier {
    let destination: (D) -> Destination
    typealias Body = Never

    func resolve(content: any View, in context: ResolveContext) -> [Element] {
        if let destinations = context.environment.navigationDestinations {
            destinations.register(D.self, destination)
        } else {
            context.graph.warn("navigationDestination(for: \(D.self)) is outside a NavigationStack; put it inside the stack's root")
        }
        return context.resolveChild(content, component: .content)
    }
}

extension View {
    /// The view a `NavigationStack` shows for values of type `data` in its path.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type,
                                                            @ViewBuilder destination: @escaping (D) -> C) -> some View {
        modifier(NavigationDestinationModifier(destination: destination))
    }
}
