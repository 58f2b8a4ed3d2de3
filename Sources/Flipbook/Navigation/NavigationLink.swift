/// A button that pushes a value (or a destination view) on the enclosing `NavigationStack`. In a
/// `List` it is a row with a disclosure chevron; elsewhere it looks like a button. A script taps
/// it by its label, like a button. In a `List(selection:)` of a `NavigationSplitView`'s column its
/// value is its row's selection value instead, and selecting it shows the next column.
public struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
    let label: Label
    let value: AnyHashable?
    let destination: Destination?
    public typealias Body = Never

    /// Pushes `value`, shown by the stack's `navigationDestination(for:)` for its type.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) where Destination == Never {
        self.label = label()
        if let value { self.value = AnyHashable(value) } else { self.value = nil }
        destination = nil
    }

    /// Pushes `destination`.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        value = nil
        self.destination = destination()
    }

    /// Pushes `destination` (SwiftUI's older spelling).
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: { destination }, label: label)
    }

    func resolve(in context: ResolveContext) -> [Element] {
        let environment = context.environment
        let row = HStack {
            label.foregroundStyle(Color.primary)
            Spacer(minLength: 8)
            RowChevron()
        }
        // In a selectable list of a collapsed split view's column, the value is the row's
        // selection, which pushes the next column.
        if environment.isInSelectableList, environment.collapsedSplitColumn != nil, let value {
            return context.resolveChild(row.tag(value), component: .content)
        }
        var pushed = value
        if let destination, let destinations = environment.navigationDestinations {
            destinations.register(link: context.id, destination: destination)
            pushed = AnyHashable(LinkedDestination(link: context.id))
        }
        let push = environment.navigationPush
        let action: @MainActor () -> Void = { [weak graph = context.graph] in
            guard let pushed else { return }
            guard let push else {
                graph?.warn("NavigationLink is outside a NavigationStack; put it inside one")
                return
            }
            push.push(pushed)
        }
        let button = Button(action: action) {
            if environment.isInList {
                row
            } else {
                label
            }
        }
        return context.resolveChild(button, component: .content)
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// A link titled `title` that pushes `value`.
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}

extension NavigationLink where Label == Text {
    /// A link titled `title` that pushes `destination`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }
}

private enum IsInListKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private enum IsInSelectableListKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether the view is a row of a `List`.
    var isInList: Bool {
        get { self[IsInListKey.self] }
        set { self[IsInListKey.self] = newValue }
    }

    /// Whether the view is a row of a `List` with a selection.
    var isInSelectableList: Bool {
        get { self[IsInSelectableListKey.self] }
        set { self[IsInSelectableListKey.self] = newValue }
    }
}
