import Foundation

/// How a rounded rectangle's corners are shaped.
public enum CornerStyle: Sendable, Hashable {
    /// Quarter-circle corners.
    case circular
    /// Apple-style "continuous" (squircle) corners whose curvature ramps up smoothly from the edges.
    case continuous
}
