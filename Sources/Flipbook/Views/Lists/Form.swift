/// Controls and values grouped for data entry, drawn as iOS draws a form: an inset-grouped list
/// whatever `listStyle` is set around it, or as a `formStyle(_:)` around it says.
///
///     Form {
///         Section("Account") { LabeledContent("Name", value: "Ada") }
///     }
public struct Form<Content: View>: View, PrimitiveView {
    let content: Content
    public typealias Body = Never

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    func resolve(in context: ResolveContext) -> [Element] {
        let configuration = FormStyleConfiguration(content: FormStyleConfiguration.Content(content: content))
        let style = context.environment.formStyle ?? AnyFormStyle(AutomaticFormStyle())
        return context.resolveChild(style.make(configuration), component: .content)
    }
}
