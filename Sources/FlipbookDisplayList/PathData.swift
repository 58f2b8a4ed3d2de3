import Foundation

/// A resolution-independent path, in points.
public struct PathData: Sendable, Hashable {
    public var elements: [PathElement]

    public init(_ elements: [PathElement] = []) {
        self.elements = elements
    }

    /// True when every coordinate is finite. Renderers skip paths for which this is false.
    public var isFinite: Bool {
        elements.allSatisfy { element in
            element.points.allSatisfy { $0.x.isFinite && $0.y.isFinite }
        }
    }
}
