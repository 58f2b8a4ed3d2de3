extension View {
    /// Actions a list row reveals when swiped from `edge`: buttons the row's height, the first at
    /// the edge, each in its `tint` (red for `role: .destructive`, grey otherwise) with its label
    /// in white (a `Label`'s icon alone). A full swipe runs the first when `allowsFullSwipe`.
    /// A script swipes a row with `Swipe`; trailing actions replace a `ForEach.onDelete`'s.
    ///
    ///     Text(message.subject)
    ///         .swipeActions {
    ///             Button(role: .destructive) { delete(message) } label: { Label("Delete", systemImage: "trash") }
    ///             Button("Flag") { flag(message) }.tint(.orange)
    ///         }
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> some View {
        modifier(ListSwipeActionsModifier(edge: edge, actions: ListSwipeActionsDeclaration(content: content(), allowsFullSwipe: allowsFullSwipe)))
    }
}

/// Declares a row's swipe actions for one edge, unless a modifier closer to the row has.
private struct ListSwipeActionsModifier: ViewModifier, WrappingModifier {
    let edge: HorizontalEdge
    let actions: ListSwipeActionsDeclaration
    typealias Body = Never

    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element {
        TraitElement("ListTrait", child: child, id: id) { traits in
            if traits.listSwipeActions[edge] == nil { traits.listSwipeActions[edge] = actions }
        }
    }
}

/// What a `swipeActions` modifier declares for one edge of a row: its buttons, unresolved.
struct ListSwipeActionsDeclaration {
    let content: any View
    let allowsFullSwipe: Bool
}

private enum ListSwipeActionsTrait: ElementTraitKey {
    static var defaultValue: [HorizontalEdge: ListSwipeActionsDeclaration] { [:] }
}

extension ElementTraits {
    /// The swipe actions declared on a list row, by edge (the declaration closest to the row wins).
    var listSwipeActions: [HorizontalEdge: ListSwipeActionsDeclaration] {
        get { self[ListSwipeActionsTrait.self] }
        set { self[ListSwipeActionsTrait.self] = newValue }
    }
}
