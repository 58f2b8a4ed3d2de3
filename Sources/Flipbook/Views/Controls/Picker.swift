/// A control for choosing one of several values: its content's views, each tagged with its value
/// (`.tag(_:)`, or the identifier of the `ForEach` element that made it). Drawn in the style
/// `pickerStyle(_:)` sets: on iOS by default a menu button showing the current choice (a tap opens
/// the choices in a menu), or a segmented control, or a wheel (shown at rest); among an open
/// menu's items, its choices inline, the chosen one checked (``MenuPickerItems``). A script picks a choice by its text with
/// `Pick(label, choice, at:)`; in the segmented style `Tap(choice, at:)` taps a segment.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    public typealias Body = Never

    func resolve(in context: ResolveContext) -> [Element] {
        // The content's views are read for their tags and texts, not shown as they are.
        let depth = context.id.components.count + 1
        let choices = context.resolveChild(content, component: .secondary).map { PickerChoice($0, contentDepth: depth) }
        let selected = AnyHashable(selection.wrappedValue)
        let index = choices.firstIndex { $0.tag == selected }
        let selection = selection
        let choose: @MainActor (Int) -> Void = { chosen in
            if let value = choices[chosen].tag?.base as? SelectionValue { selection.wrappedValue = value }
        }
        // In a list row a menu picker shows its label leading, as a form row does.
        let environment = context.environment
        let showsLabel = (environment.pickerStyle == .navigationLink
                          || environment.pickerStyle == .menu && environment.isInList) && environment.labelsVisibility != .hidden
        let style = environment.pickerStyle == .inline && !environment.isInList ? .wheel : environment.pickerStyle
        let body = PickerBody(style: style, titles: choices.map(\.title), selectedIndex: index, choose: choose,
                              label: showsLabel ? label : nil, isInMenu: environment.menuItemClose != nil)
            .controlTarget(.picker(choices: choices.map(\.title), choose: choose), hiddenLabel: showsLabel ? nil : label)
        return context.resolveChild(body, component: .content)
    }
}

extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

/// One choice of a picker: its tag and the texts of its view.
@MainActor
struct PickerChoice {
    let tag: AnyHashable?
    let title: String

    /// - Parameter contentDepth: how many components the picker content's identity has; an
    ///   explicit identity (a `ForEach` element's) below it is the choice's tag when it has none.
    init(_ element: Element, contentDepth: Int) {
        tag = element.selectionTag(belowDepth: contentDepth)
        title = TapTarget.texts(in: [element])
    }
}

/// A picker drawn in its style; a menu picker in a list row with its `label` leading and the
/// choice in the secondary label colour trailing, as iOS draws a form's picker row, opening its
/// choices in a menu when tapped.
private struct PickerBody: View {
    let style: PickerStyleKind
    let titles: [String]
    let selectedIndex: Int?
    let choose: @MainActor (Int) -> Void
    let label: (any View)?
    /// Among an open menu's items: its choices shown inline, whatever the style.
    let isInMenu: Bool

    var body: some View {
        if isInMenu {
            MenuPickerItems(titles: titles, selectedIndex: selectedIndex, choose: choose)
        } else {
            styled
        }
    }

    @ViewBuilder private var styled: some View {
        switch style {
        case .menu:
            MenuPickerButton(titles: titles, selectedIndex: selectedIndex, choose: choose, label: label)
        case .navigationLink:
            HStack {
                if let label { ControlLabel(content: label) }
                Spacer(minLength: 8)
                Text(verbatim: selectedIndex.map { titles[$0] } ?? "").foregroundStyle(Color(UIColor.secondaryLabel))
                RowChevron()
            }
        case .segmented:
            SegmentedControl(titles: titles, selectedIndex: selectedIndex, choose: choose)
        case .wheel:
            WheelPicker(titles: titles, selectedIndex: selectedIndex)
        case .inline:
            InlinePickerRows(titles: titles, selectedIndex: selectedIndex, choose: choose)
        }
    }
}
