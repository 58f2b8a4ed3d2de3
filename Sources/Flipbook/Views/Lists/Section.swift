/// A group of rows in a `List` or `Form`, with an optional header and footer, drawn in the list's
/// style: in grouped styles the header is a footnote in the secondary colour, uppercased unless
/// `.textCase(nil)` says otherwise (`headerProminence(.increased)`: a bold title-3 in the primary
/// colour), and the footer a footnote below the rows. A sidebar's collapsible section
/// (`Section(_:isExpanded:)`) has a chevron at its header's trailing end. Outside a list its
/// header, content and footer follow one another in the enclosing container (in a `LazyVStack`
/// that pins section headers, its header pins).
///
///     Section("Fruit") { Text("Apples") }
///     Section { Text("Apples") } header: { Text("Fruit") } footer: { Text("In season") }
public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
    let header: Parent
    let content: Content
    let footer: Footer
    /// Whether the rows show (`Section(isExpanded:)`); nil: always.
    var isExpanded: Binding<Bool>?
    public typealias Body = Never

    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    /// SwiftUI's older spelling, with the header and footer as values.
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { footer })
    }

    func resolve(in context: ResolveContext) -> [Element] {
        guard context.environment.isInList else {
            let pinned = context.environment.pinnedScrollableViews, inGrid = context.environment.isInLazyGrid
            let inner = context.with { $0.pinnedScrollableViews = []; $0.isInLazyGrid = false }
            let header = inner.resolveChild(self.header, component: .index(0))
            let rows = isExpanded?.wrappedValue == false ? [] : inner.resolveChild(content, component: .content)
            let footer = inner.resolveChild(self.footer, component: .index(1))
            guard !pinned.isEmpty || inGrid else { return header + rows + footer }
            return mark(header, .header, in: context) + mark(rows, .row, in: context) + mark(footer, .footer, in: context)
        }
        let style = context.environment.listAppearance.headerStyle(context.environment.headerProminence)
        let styledHeader = self.header.font(style.font).foregroundStyle(Color(style.color))
        let header = context.with { environment in
            if style.uppercased, !environment.isTextCaseSet { environment.textCase = .uppercase }
        }.resolveChild(context.environment.listAppearance == .sidebar ? collapsible(styledHeader) : styledHeader,
                       component: .index(0))
        let footer = context.resolveChild(self.footer.font(.footnote).foregroundStyle(Color(.secondaryLabel)), component: .index(1))
        let rows = isExpanded?.wrappedValue == false ? [] : context.resolveChild(content, component: .content)
        return mark(header, .header, in: context) + mark(rows, .row, in: context) + mark(footer, .footer, in: context)
    }

    /// A sidebar's header of a section with `isExpanded`: a trailing chevron in the tint, pointing
    /// down while the rows show and right while they are hidden; a tap on the header toggles it.
    @ViewBuilder
    private func collapsible(_ header: some View) -> some View {
        if let isExpanded {
            HStack {
                header
                Spacer(minLength: 8)
                DisclosureChevron(isExpanded: isExpanded.wrappedValue)
            }
            .contentShape(Rectangle())
            .onTapGesture { withAnimation { isExpanded.wrappedValue.toggle() } }
        } else {
            header
        }
    }

    /// `elements` marked as `part` of this section (resolved in `context`), unless marked already.
    private func mark(_ elements: [Element], _ part: ListSectionPart, in context: ResolveContext) -> [Element] {
        elements.map { element in
            TraitElement("ListSectionPart", child: element, id: element.id.appending(.wrapper)) {
                if $0.listSection == nil { $0.listSection = ListSectionMembership(section: context.id, part: part) }
            }
        }
    }
}

extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// SwiftUI's older spelling, with the header as a value.
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    /// SwiftUI's older spelling, with the footer as a value.
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { footer })
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }

    /// A section titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}

extension Section where Footer == EmptyView {
    /// A section whose rows show only while `isExpanded` is true; the header stays.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
        self.isExpanded = isExpanded
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section titled `titleKey` whose rows show only while `isExpanded` is true.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content, header: { Text(titleKey) })
    }

    /// A section titled `title` whose rows show only while `isExpanded` is true.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content, header: { Text(title) })
    }
}
