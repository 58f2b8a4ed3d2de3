/// The screen a `navigationDestination(isPresented:)` or `navigationDestination(item:)` pushes
/// while its binding says so: a value on the stack after the path's, naming the modifier.
struct BoundDestination: Hashable {
    let modifier: ViewID
}

/// A destination shown while a binding holds: whether it is presented now, the action that
/// ends it (the Back button's), and its view.
struct BoundPresentation {
    let isPresented: @MainActor () -> Bool
    let dismiss: @MainActor () -> Void
    let view: @MainActor () -> (any View)?
}

struct BoundDestinationModifier: ViewModifier, PrimitiveModifier {
    let presentation: BoundPresentation
    let name: String
    typealias Body = Never

    func resolve(content: any View, in context: ResolveContext) -> [Element] {
        if let destinations = context.environment.navigationDestinations {
            destinations.register(BoundDestination(modifier: context.id), presentation)
        } else {
            context.graph.warn("\(name) is outside a NavigationStack; put it inside the stack's root")
        }
        return context.resolveChild(content, component: .content)
    }
}

extension View {
    /// Pushes `destination` onto the enclosing `NavigationStack` while `isPresented` is true; its
    /// Back button sets it to false.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        let view = destination()
        return modifier(BoundDestinationModifier(
            presentation: BoundPresentation(isPresented: { isPresented.wrappedValue }, dismiss: { isPresented.wrappedValue = false },
                                            view: { view }),
            name: "navigationDestination(isPresented:)"))
    }

    /// Pushes the view `destination` makes of `item` onto the enclosing `NavigationStack` while
    /// `item` is not nil; its Back button sets it to nil.
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        modifier(BoundDestinationModifier(
            presentation: BoundPresentation(isPresented: { item.wrappedValue != nil }, dismiss: { item.wrappedValue = nil },
                                            view: { item.wrappedValue.map(destination) }),
            name: "navigationDestination(item:)"))
    }
}
