extension ViewGraph {
    /// Records a problem that fails the run (once, however often it is found).
    func report(_ error: RenderError) {
        if !errors.contains(error) { errors.append(error) }
    }

    /// Records a problem that does not stop rendering (once, however often it is found).
    func warn(_ message: String) {
        if !warnings.contains(message) { warnings.append(message) }
    }

    /// Throws the first problem found while updating (bad sizes, bad animations).
    public func checkForErrors() throws {
        if let error = errors.first { throw error }
    }
}
