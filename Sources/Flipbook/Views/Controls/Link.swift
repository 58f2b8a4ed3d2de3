import Foundation

/// A link to a URL, drawn as iOS draws one: a button (in the environment's button style, by
/// default its label in the tint colour; grey when disabled) that opens its destination with the
/// environment's `openURL` when tapped, by a finger or a script's `Tap`.
public struct Link<Label: View>: View {
    let destination: URL
    let label: Label
    @Environment(\.openURL) private var openURL

    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public var body: some View {
        let openURL = openURL, destination = destination
        Button { openURL(destination) } label: { label }
    }
}

extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
