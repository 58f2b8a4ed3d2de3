/// Whether a piece of a view's chrome shows: `.automatic` lets the view decide.
public enum Visibility: Hashable, Sendable, CaseIterable {
    case automatic, visible, hidden
}
