import Foundation

/// A value that can be dragged, dropped, copied or shared (CoreTransferable's protocol): strings,
/// URLs, data, attributed strings and images are.
///
/// Partial: no `transferRepresentation` (app types declaring one do not compile).
public protocol Transferable {}

extension String: Transferable {}
extension URL: Transferable {}
extension Data: Transferable {}
extension AttributedString: Transferable {}
extension Image: Transferable {}

extension View {
    /// Lets a finger lift this view and drag `payload` (a touch and hold, then a move): a script's
    /// `DragAndDrop` names this view and a `dropDestination` to drop it on. While it drags, a
    /// lifted copy of the view follows the finger (see ``DraggableModifier``).
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View {
        modifier(DraggableModifier(source: DragSource(payload: payload), preview: AnyView(self), previewIsSized: false))
    }

    /// Lets a finger drag `payload` from this view, showing `preview` (at its ideal size) under the
    /// finger while it drags (see `draggable(_:)`).
    public func draggable<V: View, T: Transferable>(_ payload: @autoclosure @escaping () -> T,
                                                    @ViewBuilder preview: () -> V) -> some View {
        modifier(DraggableModifier(source: DragSource(payload: payload), preview: AnyView(preview()), previewIsSized: true))
    }

    /// Accepts dropped values of `payloadType` on this view: when a script's `DragAndDrop` drops
    /// one here, `action` gets it and where it was dropped (in this view's coordinates); `isTargeted`
    /// is told true when the dragged payload comes over the view and false after the drop.
    public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self,
                                                 action: @escaping (_ items: [T], _ location: CGPoint) -> Bool,
                                                 isTargeted: @escaping (Bool) -> Void = { _ in }) -> some View {
        modifier(DragAndDropModifier(name: "DropDestination", value: DropDestination(action: action, isTargeted: isTargeted),
                                     trait: \.dropDestination))
    }
}

/// What a `draggable` view lifts: its payload, made when the drag starts, and how its preview is
/// moved (an offset from the view as laid out; nil: no drag, no preview).
struct DragSource {
    let payload: () -> Any
    let payloadType: String
    var movePreview: @MainActor (CGSize?) -> Void = { _ in }

    init<T: Transferable>(payload: @escaping () -> T) {
        self.payload = { payload() }
        payloadType = "\(T.self)"
    }
}

/// What a `dropDestination` takes: payloads of one type, given to its action.
struct DropDestination {
    let accepts: (Any) -> Bool
    let payloadType: String
    let drop: (_ payload: Any, _ location: CGPoint) -> Void
    let isTargeted: (Bool) -> Void

    init<T: Transferable>(action: @escaping ([T], CGPoint) -> Bool, isTargeted: @escaping (Bool) -> Void) {
        accepts = { $0 is T }
        payloadType = "\(T.self)"
        drop = { payload, location in if let payload = payload as? T { _ = action([payload], location) } }
        self.isTargeted = isTargeted
    }
}

/// Marks its view as one end of a drag and drop (`trait`: a drag source or a drop destination),
/// named as a script names it.
struct DragAndDropModifier<Value>: ViewModifier, WrappingModifier {
    let name: String
    let value: Value
    let trait: WritableKeyPath<ElementTraits, DragAndDropEnd<Value>?>
    typealias Body = Never

    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element {
        let end = DragAndDropEnd(name: ScriptName(element: child, in: context), value: value)
        return TraitElement(name, child: child, id: id) { $0[keyPath: trait] = end }
    }
}

/// One end of a drag and drop, with the name a script gives it; a class, so that the modifiers
/// around the view (which carry its traits) are told apart from the view that declared it.
final class DragAndDropEnd<Value> {
    let name: ScriptName
    let value: Value

    init(name: ScriptName, value: Value) {
        self.name = name
        self.value = value
    }
}

extension ScriptName {
    /// The name of a view resolved as `element` in `context`: its accessibility identifier or
    /// label, else its texts and symbols, as a button's label is named.
    @MainActor
    init(element: Element, in context: ResolveContext) {
        self.init(identifier: context.environment.accessibilityIdentifier, accessibilityLabel: context.environment.accessibilityLabel,
                  parts: TapTarget.labelParts(in: [element]), iconTitles: TapTarget.iconTitles(in: [element]))
    }
}

private enum DragSourceTrait: ElementTraitKey { static var defaultValue: DragAndDropEnd<DragSource>? { nil } }
private enum DropDestinationTrait: ElementTraitKey { static var defaultValue: DragAndDropEnd<DropDestination>? { nil } }

extension ElementTraits {
    /// What the view lifts when dragged (`draggable`); nil when it cannot be dragged.
    var dragSource: DragAndDropEnd<DragSource>? {
        get { self[DragSourceTrait.self] }
        set { self[DragSourceTrait.self] = newValue }
    }

    /// What the view does with a payload dropped on it (`dropDestination`); nil when it takes none.
    var dropDestination: DragAndDropEnd<DropDestination>? {
        get { self[DropDestinationTrait.self] }
        set { self[DropDestinationTrait.self] = newValue }
    }
}
