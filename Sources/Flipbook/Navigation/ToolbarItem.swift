/// Where a toolbar item goes in the bars of its screen.
public struct ToolbarItemPlacement: Sendable, Equatable {
    let slot: ToolbarSlot
    /// Whether the item confirms a modal task: iOS 16–18 draw it as UIKit's `done` bar button
    /// item, its text semibold.
    let isConfirmation: Bool

    init(slot: ToolbarSlot, isConfirmation: Bool = false) {
        self.slot = slot
        self.isConfirmation = isConfirmation
    }

    /// The trailing end of the navigation bar on iOS.
    public static let automatic = ToolbarItemPlacement(slot: .trailing)
    public static let primaryAction = ToolbarItemPlacement(slot: .trailing)
    public static let secondaryAction = ToolbarItemPlacement(slot: .trailing)
    /// Where `primaryAction` goes, its text semibold (the bar's Done button).
    public static let confirmationAction = ToolbarItemPlacement(slot: .trailing, isConfirmation: true)
    public static let destructiveAction = ToolbarItemPlacement(slot: .trailing)
    public static let topBarTrailing = ToolbarItemPlacement(slot: .trailing)
    public static let navigationBarTrailing = ToolbarItemPlacement(slot: .trailing)
    public static let cancellationAction = ToolbarItemPlacement(slot: .leading)
    public static let navigation = ToolbarItemPlacement(slot: .leading)
    public static let topBarLeading = ToolbarItemPlacement(slot: .leading)
    public static let navigationBarLeading = ToolbarItemPlacement(slot: .leading)
    /// The middle of the navigation bar, in place of the title.
    public static let principal = ToolbarItemPlacement(slot: .principal)
    /// The toolbar at the bottom of the screen.
    public static let bottomBar = ToolbarItemPlacement(slot: .bottom)
    /// The middle of the bottom toolbar.
    public static let status = ToolbarItemPlacement(slot: .status)
    /// The bar above the software keyboard. Flipbook draws no keyboard (a focused field shows
    /// none), so items placed here do not show.
    public static let keyboard = ToolbarItemPlacement(slot: .keyboard)
}

/// The part of a bar a toolbar item is drawn in.
enum ToolbarSlot: Sendable, Equatable {
    case leading, trailing, principal, bottom, status, keyboard
}

/// One item of a `.toolbar`, placed in the navigation bar or the bottom toolbar.
///
///     .toolbar {
///         ToolbarItem(placement: .topBarTrailing) { Button("Add", systemImage: "plus") { add() } }
///     }
public struct ToolbarItem<ID, Content: View>: View, PrimitiveView {
    let placement: ToolbarItemPlacement
    let content: Content
    public typealias Body = Never

    func resolve(in context: ResolveContext) -> [Element] {
        ToolbarItemRow.element(of: content, in: placement, named: "ToolbarItem", context: context)
    }
}

extension ToolbarItem where ID == () {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    /// An item that a customisable toolbar knows by `id` (iOS toolbars are not customisable; the
    /// id is not used).
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Several toolbar items in one placement, side by side (a `Spacer` between them spreads them
/// across the bottom toolbar).
public struct ToolbarItemGroup<Content: View>: View, PrimitiveView {
    let placement: ToolbarItemPlacement
    let content: Content
    public typealias Body = Never

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    func resolve(in context: ResolveContext) -> [Element] {
        ToolbarItemRow.element(of: content, in: placement, named: "ToolbarItemGroup", context: context)
    }
}

/// A toolbar item's views in a row, spaced as UIKit spaces bar button items.
@MainActor
enum ToolbarItemRow {
    static let spacing: CGFloat = 16

    /// The views of `content` in a row, as one item of `placement` (a confirmation's text semibold).
    static func element(of content: some View, in placement: ToolbarItemPlacement, named name: String,
                        context: ResolveContext) -> [Element] {
        var itemContext = NavigationBarItemScheme.context(context, for: placement.slot)
        if placement.isConfirmation { itemContext = itemContext.with { $0.textStyle.weight = .semibold } }
        let row = itemContext.resolveChild(HStack(spacing: spacing) { content }, component: .content)[0]
        return [TraitElement(name, child: row, id: context.id) { $0.toolbarSlot = placement.slot }]
    }
}

private enum ToolbarSlotTrait: ElementTraitKey { static var defaultValue: ToolbarSlot { .trailing } }

extension ElementTraits {
    /// The bar and side a toolbar item is drawn in (a plain view in a `.toolbar`: trailing).
    var toolbarSlot: ToolbarSlot {
        get { self[ToolbarSlotTrait.self] }
        set { self[ToolbarSlotTrait.self] = newValue }
    }
}
