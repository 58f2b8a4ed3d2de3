/// How prominent a list section's header is: `.standard`, or `.increased` — in grouped lists a
/// bold title-3 header in the primary colour, not uppercased (UIKit's prominent inset-grouped header).
public enum Prominence: Hashable, Sendable {
    case standard
    case increased
}

private enum HeaderProminenceKey: EnvironmentKey { static var defaultValue: Prominence { .standard } }

extension EnvironmentValues {
    /// The prominence of the section headers here (`headerProminence(_:)`).
    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] }
        set { self[HeaderProminenceKey.self] = newValue }
    }
}

extension View {
    /// Sets the prominence of the section headers in this view (on a `Section`: its own).
    public func headerProminence(_ prominence: Prominence) -> some View {
        environment(\.headerProminence, prominence)
    }
}
