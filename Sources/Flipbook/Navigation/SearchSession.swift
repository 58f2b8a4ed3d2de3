import Observation

/// Whether a navigation screen's `searchable` field is being searched in (focused), kept by the
/// screen. Typing into the field starts a search; its Cancel button ends it. The screen reads it,
/// so it is laid out again when it changes.
@MainActor @Observable
final class SearchSession {
    var isActive = false
}

private enum SearchSessionKey: EnvironmentKey { static var defaultValue: SearchSession? { nil } }

extension EnvironmentValues {
    /// The search session of the navigation screen the views here are on.
    var searchSession: SearchSession? {
        get { self[SearchSessionKey.self] }
        set { self[SearchSessionKey.self] = newValue }
    }
}
