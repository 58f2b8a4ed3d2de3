/// Where a scroll view lets a scroll gesture come to rest: SwiftUI asks a behaviour when a scroll
/// gesture ends (and when the scroll view's size changes). `Scroll` events and proxies are
/// programmatic scrolls, which iOS does not snap either. A script's `Drag` ending on a `.paging`
/// scroll view comes to rest at a page (see `ScrollPan`); `.viewAligned` is accepted so that app
/// code ports unchanged.
///
/// Partial: no `updateTarget(_:context:)` is called, and a `Drag` on a `.viewAligned` scroll view glides to rest without snapping.
public protocol ScrollTargetBehavior {}

/// Rests a scroll at a multiple of the scroll view's size.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
}

/// Rests a scroll with a view of the `scrollTargetLayout()` container at the scroll view's edge.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How many views one scroll may pass.
    public struct LimitBehavior: Hashable, Sendable {
        private let limit: Int
        /// A limit in compact size classes along the scroll axis, none otherwise.
        public static let automatic = LimitBehavior(limit: 0)
        /// A few views per scroll, always.
        public static let always = LimitBehavior(limit: 1)
        /// No limit.
        public static let never = LimitBehavior(limit: 2)
    }

    public let limitBehavior: LimitBehavior

    public init(limitBehavior: LimitBehavior = .automatic) { self.limitBehavior = limitBehavior }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Pages the size of the scroll view.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Rests at the views of the `scrollTargetLayout()` container.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

    /// Rests at the views of the `scrollTargetLayout()` container, passing at most as many as `limitBehavior` allows.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

extension View {
    /// Where scroll gestures in the scroll views inside come to rest (see `ScrollTargetBehavior`):
    /// with `.paging`, a `Drag` ends at a page the size of the scroll view.
    ///
    /// Partial: a `Drag` on a `.viewAligned` scroll view glides to rest without snapping.
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        environment(\.scrollsByPages, behavior is PagingScrollTargetBehavior)
    }

    /// Makes this layout container's views the ones a `.viewAligned` scroll rests at (see
    /// `ScrollTargetBehavior`).
    ///
    /// Partial: a `Drag` on a `.viewAligned` scroll view glides to rest without snapping, so the view is unchanged.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }
}

private enum ScrollsByPagesKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// Whether scroll views here come to rest at pages their size (`scrollTargetBehavior(.paging)`).
    var scrollsByPages: Bool {
        get { self[ScrollsByPagesKey.self] }
        set { self[ScrollsByPagesKey.self] = newValue }
    }
}
