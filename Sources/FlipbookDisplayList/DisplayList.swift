import Foundation

/// A renderer-neutral description of one frame: items are drawn in order, later items on top.
public struct DisplayList: Sendable, Equatable {
    /// The top-level items, back to front.
    public var items: [DisplayItem]

    public init(_ items: [DisplayItem] = []) {
        self.items = items
    }
}
