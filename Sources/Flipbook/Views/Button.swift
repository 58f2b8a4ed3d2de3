/// A control that runs an action when tapped. Drawn as SwiftUI's default
/// (borderless) style: the label in the accent colour. A scene's script taps
/// it by label: `Tap("Grow", at: 0.5)`.
public struct Button<Label: View>: View {
    let label: Label
    var title: String?
    /// What the button does, for the presentations that draw it (`alert`, `confirmationDialog`).
    var role: ButtonRole?
    let action: @MainActor () -> Void

    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        title = nil
        self.action = action
    }

    public typealias Body = Never
}

extension Button where Label == Text {
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        label = Text(title)
        self.title = String(title)
        self.action = action
    }
}

extension Button {
    /// The label a script's `Tap` uses, when the button's label is not a single text.
    func buttonTitle(_ title: String?) -> Button {
        var copy = self
        if let title { copy.title = title }
        return copy
    }
}

extension Button: PrimitiveView {
    func resolve(in context: ResolveContext) -> [Element] {
        if let primitive = context.environment.primitiveButtonStyle { return resolve(with: primitive, in: context) }
        let isEnabled = context.environment.isEnabled
        let tint = !isEnabled ? Color(UIColor.tertiaryLabel) : role == .destructive ? Color.red : context.environment.tintColor
        let inner = context.with { environment in
            if !environment.hasExplicitForeground { environment.foregroundColor = tint }
        }
        let styled = context.environment.buttonStyle.map {
            $0.makeBody(ButtonStyleConfiguration(label: .init(content: label), isPressed: false))
        }
        let labelElements = inner.resolveChild(styled ?? label, component: .content)
        let target = TapTarget(name: ScriptName(identifier: context.environment.accessibilityIdentifier,
                                                accessibilityLabel: context.environment.accessibilityLabel,
                                                shown: self.title, parts: TapTarget.labelParts(in: labelElements),
                                                iconTitles: TapTarget.iconTitles(in: labelElements)),
                               action: action)
        target.role = role
        target.tint = context.environment.tint
        target.isEnabled = isEnabled
        target.isDefaultAction = context.environment.keyboardShortcut == .defaultAction
        return [target.element(around: labelElements, id: context.id)]
    }
}

/// Something a script can tap (a button, or a view with `onTapGesture`): its action, found by
/// `ViewGraph.tap` under its `name` (see ``ScriptName``). A trait of the view that is tapped.
@MainActor
final class TapTarget {
    /// Its `accessibilityIdentifier`, else its label's texts (or a button's title), and the other
    /// names a script can tap it by.
    let name: ScriptName
    let action: @MainActor () -> Void
    /// The role of the button it is, if any.
    var role: ButtonRole?
    /// The `tint` in force where the button is (what a swipe action is filled with).
    var tint: Color?
    /// False for a button or tap gesture inside `disabled(true)`: a finger's tap does nothing.
    var isEnabled = true
    /// Whether the button has `keyboardShortcut(.defaultAction)`: an alert's preferred action.
    var isDefaultAction = false

    init(name: ScriptName, action: @escaping @MainActor () -> Void) {
        self.name = name
        self.action = action
    }

    convenience init(title: String, action: @escaping @MainActor () -> Void, aliases: [String] = []) {
        self.init(name: ScriptName(title: title, aliases: aliases), action: action)
    }

    /// What messages call it: its `accessibilityIdentifier`, else its label's texts.
    var title: String { name.title }

    /// The tappable view: `label` (in a `ZStack` when it is several views) with this target.
    func element(around label: [Element], id: ViewID) -> Element {
        let child = label.count == 1 ? label[0] : LayoutElement(layout: ZStackLayout(), children: label, id: id.appending(.content))
        return TraitElement("Button", child: child, id: id) { $0.tapTarget = self }
    }

    /// The strings of the texts in `elements`, joined by spaces: a tap target's default title.
    static func texts(in elements: [Element]) -> String { textList(in: elements).joined(separator: " ") }

    /// The strings of the texts in `elements`, in drawing order.
    static func textList(in elements: [Element]) -> [String] { labelParts(in: elements).compactMap(\.text) }

    /// The titles of the labels in `elements` drawn as their icons alone, in drawing order.
    static func iconTitles(in elements: [Element]) -> [String] {
        var found: [String] = []
        forEachLabelElement(in: elements) { if let title = $0.traits.iconTitle, !found.contains(title) { found.append(title) } }
        return found
    }

    /// The texts and symbol images in `elements`, in drawing order.
    static func labelParts(in elements: [Element]) -> [LabelPart] {
        var found: [LabelPart] = []
        forEachLabelElement(in: elements) {
            if let text = $0 as? TextElement { found.append(.text(text.spec.string)) }
            if let symbol = $0 as? SymbolElement { found.append(.symbol(symbol.name)) }
        }
        return found
    }

    /// Visits `elements` and the elements below them but those presented from them (a menu's
    /// panel, a popover: drawn on the scene's top layer, not part of the label).
    private static func forEachLabelElement(in elements: [Element], _ body: (Element) -> Void) {
        for element in elements where !(element is TopLayerElement) {
            body(element)
            forEachLabelElement(in: element.children, body)
        }
    }
}

private enum TapTargetTrait: ElementTraitKey { static var defaultValue: TapTarget? { nil } }

extension ElementTraits {
    /// What a script's `Tap` runs when it taps this view.
    var tapTarget: TapTarget? {
        get { self[TapTargetTrait.self] }
        set { self[TapTargetTrait.self] = newValue }
    }
}
