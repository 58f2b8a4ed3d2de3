import Foundation

/// A text field's formatted value: how it is shown, and how typed text is read back into it.
@MainActor
struct FormattedFieldValue {
    let display: @MainActor (EnvironmentValues) -> String
    let readBack: @MainActor (String, EnvironmentValues) -> Void

    /// `value` shown and parsed by `format` in the environment's locale; text that does not parse
    /// changes nothing.
    init<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput>, format: F) where F.FormatOutput == String {
        display = { format.adapted(to: $0).format(value.wrappedValue) }
        readBack = { text, environment in
            if let parsed = try? format.adapted(to: environment).parseStrategy.parse(text) { value.wrappedValue = parsed }
        }
    }

    /// An optional `value` shown and parsed by `format`: empty when nil, and nil when the text
    /// does not parse.
    init<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput?>, format: F) where F.FormatOutput == String {
        display = { environment in value.wrappedValue.map { format.adapted(to: environment).format($0) } ?? "" }
        readBack = { text, environment in value.wrappedValue = try? format.adapted(to: environment).parseStrategy.parse(text) }
    }
}

extension TextField where Label == Text {
    /// A field of `value`, shown and read back with `format` (`.number`, `.currency(code:)`, `.percent`…).
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F,
                                         prompt: Text? = nil) where F.FormatOutput == String {
        self.init(value: FormattedFieldValue(value, format: format), prompt: prompt, label: Text(titleKey))
    }

    /// A field of `value`, shown and read back with `format`.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F,
                                                            prompt: Text? = nil) where F.FormatOutput == String {
        self.init(value: FormattedFieldValue(value, format: format), prompt: prompt, label: Text(title))
    }

    /// A field of an optional `value`: empty while it is nil; text that does not parse sets it to nil.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F,
                                         prompt: Text? = nil) where F.FormatOutput == String {
        self.init(value: FormattedFieldValue(value, format: format), prompt: prompt, label: Text(titleKey))
    }

    /// A field of an optional `value`: empty while it is nil; text that does not parse sets it to nil.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput?>, format: F,
                                                            prompt: Text? = nil) where F.FormatOutput == String {
        self.init(value: FormattedFieldValue(value, format: format), prompt: prompt, label: Text(title))
    }
}

extension TextField {
    /// A field of `value` with a custom label, shown and read back with `format`.
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, format: F, prompt: Text? = nil,
                                         @ViewBuilder label: () -> Label) where F.FormatOutput == String {
        self.init(value: FormattedFieldValue(value, format: format), prompt: prompt, label: label())
    }
}
