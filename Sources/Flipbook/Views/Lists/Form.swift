/// Controls and values grouped for data entry, drawn as iOS draws a form: an inset-grouped list
/// whatever `listStyle` is set around it.
///
///     Form {
///         Section("Account") { LabeledContent("Name", value: "Ada") }
///     }
public struct Form<Content: View>: View, PrimitiveView {
    let content: Content
    public typealias Body = Never

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    func resolve(in context: ResolveContext) -> [Element] {
        context.with { $0.listAppearance = .insetGrouped }.resolveChild(List { content }, component: .content)
    }
}
