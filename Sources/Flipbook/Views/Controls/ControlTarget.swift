/// A control a scene's script operates by label (`Flip`, `Slide`, `Step`, `TypeText`, `Pick`):
/// what it is, its label, and how to change its value. A trait of the control's view.
@MainActor
final class ControlTarget {
    /// What the script can do to the control.
    enum Operation {
        /// A `Toggle`: flip its binding.
        case toggle(Binding<Bool>)
        /// A `Slider`: set its value within `range`, snapped to `step` when there is one.
        case slider(set: @MainActor (Double) -> Void, range: ClosedRange<Double>, step: Double?)
        /// A `Stepper`: a press of + or of −; nil where that segment is dimmed (at a bound).
        case stepper(increment: (@MainActor () -> Void)?, decrement: (@MainActor () -> Void)?)
        /// A `TextField` or `SecureField`: typing into it.
        case text(TextEntry)
        /// A `Picker`: the titles of its choices, and choosing one by index.
        case picker(choices: [String], choose: @MainActor (Int) -> Void)
        /// A `DatePicker`: its selection, and the dates it takes.
        case date(Binding<Date>, range: ClosedRange<Date>)

        /// The control's name in messages.
        var controlName: String {
            switch self {
            case .toggle: "toggle"
            case .slider: "slider"
            case .stepper: "stepper"
            case .text: "text field"
            case .picker: "picker"
            case .date: "date picker"
            }
        }
    }

    /// Its `accessibilityIdentifier`, else its label's texts, and the other names a script finds it by.
    let name: ScriptName
    /// The control's view, so that an event pressing it several times presses the same one.
    let id: ViewID
    let operation: Operation
    /// False inside `disabled(true)`: script events on it are errors.
    let isEnabled: Bool

    init(name: ScriptName, id: ViewID, operation: Operation, isEnabled: Bool) {
        self.name = name
        self.id = id
        self.operation = operation
        self.isEnabled = isEnabled
    }

    /// What messages call it.
    var title: String { name.title }

    /// Whether it is a `TextField` or `SecureField` (a field that takes focus), not a text editor.
    var isTextField: Bool {
        if case .text(let entry) = operation { entry.focus != nil } else { false }
    }
}

private enum ControlTargetTrait: ElementTraitKey { static var defaultValue: ControlTarget? { nil } }
private enum ControlLabelTrait: ElementTraitKey { static var defaultValue: Bool { false } }

extension ElementTraits {
    /// The control a script's control events operate when they name this view.
    var controlTarget: ControlTarget? {
        get { self[ControlTargetTrait.self] }
        set { self[ControlTargetTrait.self] = newValue }
    }

    /// Whether this view is a control's label (whose texts name the control for scripts).
    var isControlLabel: Bool {
        get { self[ControlLabelTrait.self] }
        set { self[ControlLabelTrait.self] = newValue }
    }
}

/// Makes a control's view a script target. Its title is the enclosing `accessibilityIdentifier`,
/// else the texts of `hiddenLabel` (a label the control does not show, resolved only to be read),
/// else those of the control's label on screen (see `ControlLabel`), joined by spaces; it also
/// answers to its `accessibilityLabel` and each of those texts (see ``ScriptName``).
struct ControlTargetModifier: ViewModifier, WrappingModifier {
    let hiddenLabel: (any View)?
    let operation: ControlTarget.Operation
    typealias Body = Never

    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element {
        let texts = hiddenLabel.map { TapTarget.textList(in: context.resolveChild($0, component: .secondary)) }
            ?? Self.labelTexts(in: child)
        let name = ScriptName(identifier: context.environment.accessibilityIdentifier,
                              accessibilityLabel: context.environment.accessibilityLabel, texts: texts)
        let target = ControlTarget(name: name, id: id, operation: operation, isEnabled: context.environment.isEnabled)
        // A finger's tap on a text field gives it focus.
        var focusTap: TapTarget?
        if case .text(let entry) = operation, let focus = entry.focus {
            focusTap = TapTarget(name: name, action: { focus.set(true) })
            focusTap?.isEnabled = context.environment.isEnabled
        }
        return TraitElement("Control", child: child, id: id) {
            $0.controlTarget = target
            if let focusTap { $0.tapTarget = focusTap }
        }
    }

    /// The texts of the first control label in `element`'s subtree.
    private static func labelTexts(in element: Element) -> [String] {
        var label: Element?
        element.forEachElement { if label == nil, $0.traits.isControlLabel { label = $0 } }
        return label.map { TapTarget.textList(in: [$0]) } ?? []
    }
}

/// A control's label view, marked so that the control's script title can be read from its texts;
/// drawn in the disabled colour inside `disabled(true)`.
struct ControlLabel: View, PrimitiveView {
    let content: any View
    typealias Body = Never

    func resolve(in context: ResolveContext) -> [Element] {
        let elements = context.with(environment: DisabledForegroundModifier().transform).resolveChild(content, component: .content)
        let child = elements.count == 1 ? elements[0]
            : LayoutElement(layout: VStackLayout(alignment: .leading, spacing: 2), children: elements, id: context.id.appending(.wrapper))
        return [TraitElement("ControlLabel", child: child, id: context.id) { $0.isControlLabel = true }]
    }
}

extension View {
    /// Makes this view the script target `operation` describes.
    func controlTarget(_ operation: ControlTarget.Operation, hiddenLabel: (any View)? = nil) -> some View {
        modifier(ControlTargetModifier(hiddenLabel: hiddenLabel, operation: operation))
    }
}
