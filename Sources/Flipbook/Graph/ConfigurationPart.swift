/// A part of a style's configuration (a label, a content) standing for views its control was
/// given: it resolves as those views.
@MainActor
protocol ConfigurationPart: PrimitiveView {
    var content: any View { get }
}

extension ConfigurationPart {
    func resolve(in context: ResolveContext) -> [Element] { context.resolveChild(content, component: .content) }
}
