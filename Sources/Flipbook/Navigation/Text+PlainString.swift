extension Text {
    /// The characters of this text as the scene shows them at its start, without attributes:
    /// for bars and presentations that set their own font (a navigation title, an alert's title).
    var plainString: String {
        let environment = EnvironmentValues()
        return runs.map { $0.content.string(in: environment, at: environment.sceneStartDate) }.joined()
    }
}
