extension ProgressView where Label == ProgressViewStyleConfiguration.Label,
                             CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// The progress view a ``ProgressViewStyle`` is styling, drawn in the system style: a custom
    /// style's `makeBody` uses it to decorate the standard bar or spinner rather than draw its own.
    ///
    ///     func makeBody(configuration: Configuration) -> some View {
    ///         ProgressView(configuration).tint(.orange).padding()
    ///     }
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(fraction: configuration.fractionCompleted, label: configuration.label,
                  currentValueLabel: configuration.currentValueLabel)
        usesSystemStyle = true
    }
}
