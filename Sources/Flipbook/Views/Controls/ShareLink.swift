/// A button that shares an item, drawn as iOS draws one: a `Button` of its label (by default the
/// share symbol and "Share"), so the button style around it applies (the tint colour by default).
/// Flipbook has no share sheet, so a tap opens nothing.
///
/// Partial: items are URLs and strings, and the type has one generic parameter (SwiftUI's has four).
public struct ShareLink<Label: View>: View {
    let label: Label

    public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public var body: some View {
        Button {} label: { label }
    }
}

extension ShareLink where Label == DefaultShareLinkLabel {
    public init(item: URL, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { DefaultShareLinkLabel() }
    }

    public init(item: String, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { DefaultShareLinkLabel() }
    }
}

extension ShareLink where Label == Flipbook.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { Flipbook.Label(titleKey, systemImage: "square.and.arrow.up") }
    }

    public init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { Flipbook.Label(titleKey, systemImage: "square.and.arrow.up") }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { Flipbook.Label(title, systemImage: "square.and.arrow.up") }
    }
}

/// A share link's label when none is given: the share symbol and "Share".
public struct DefaultShareLinkLabel: View {
    public var body: some View { Label("Share", systemImage: "square.and.arrow.up") }
}
