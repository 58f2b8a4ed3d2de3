/// A label that shows or hides its content, as iOS draws it: the label leading and a chevron
/// trailing in the tint colour, pointing right when collapsed and down when expanded. Tapping the
/// label toggles it with the default animation. In a list its content's views are rows below the
/// label's row; elsewhere they follow the label in a leading-aligned stack.
///
///     DisclosureGroup("Details", isExpanded: $showsDetails) { Text("…") }
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: () -> Content
    let isExpandedBinding: Binding<Bool>?
    @State private var storedIsExpanded = false
    @Environment(\.isInList) private var isInList
    @Environment(\.disclosureGroupStyle) private var style

    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
        isExpandedBinding = nil
    }

    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
        isExpandedBinding = isExpanded
    }

    private var isExpanded: Bool { isExpandedBinding?.wrappedValue ?? storedIsExpanded }

    /// The group's expansion: the binding given, else its own state.
    private var expansion: Binding<Bool> { isExpandedBinding ?? $storedIsExpanded }

    private var header: some View {
        Button {
            withAnimation {
                expansion.wrappedValue.toggle()
            }
        } label: {
            HStack {
                label.foregroundStyle(Color.primary)
                Spacer(minLength: 8)
                DisclosureChevron(isExpanded: isExpanded)
            }
        }
    }

    public var body: some View {
        if let style {
            style.make(DisclosureGroupStyleConfiguration(label: .init(content: label), content: .init(content: content()),
                                                         isExpanded: expansion))
        } else if isInList {
            header
            if isExpanded { content() }
        } else {
            VStack(alignment: .leading) {
                header
                if isExpanded { content() }
            }
        }
    }
}

extension DisclosureGroup where Label == Text {
    /// A group titled `titleKey`, collapsed at first.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// A group titled `title`, collapsed at first.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content, label: { Text(title) })
    }

    /// A group titled `titleKey`, expanded while `isExpanded` is true.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(titleKey) })
    }

    /// A group titled `title`, expanded while `isExpanded` is true.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(title) })
    }
}

/// The disclosure indicator: a chevron in the tint colour that turns a quarter from pointing
/// right (collapsed) to pointing down (expanded).
struct DisclosureChevron: View {
    let isExpanded: Bool
    @Environment(\.tintColor) private var tint

    var body: some View {
        Chevron(pointsLeading: false)
            .stroke(tint, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
            .frame(width: 6, height: 11)
            .rotationEffect(.degrees(isExpanded ? 90 : 0))
            .frame(width: 12, height: 12)
    }
}
