/// Where a scroll view lets a scroll gesture come to rest: SwiftUI asks a behaviour when a scroll
/// gesture ends (and when the scroll view's size changes). `Scroll` events and proxies are
/// programmatic scrolls, which iOS does not snap either. A script's `Drag` ending on a `.paging`
/// scroll view comes to rest at a page, on a `.viewAligned` one with a view of its
/// `scrollTargetLayout()` container at its leading (top) edge (see `ScrollPan`).
///
/// Partial: no `updateTarget(_:context:)` is called; a behaviour of your own lets a `Drag` glide to rest freely.
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
        /// A limit in compact size classes along the scroll axis, none otherwise: on an iPhone in
        /// portrait, horizontal scrolls are limited.
        public static let automatic = LimitBehavior(limit: 0)
        /// A few views per scroll, always.
        public static let always = LimitBehavior(limit: 1)
        /// No limit.
        public static let never = LimitBehavior(limit: 2)

        /// The axes along which a scroll passes only a few views, on an iPhone in portrait
        /// (compact width, regular height).
        var limitedAxes: Axis.Set {
            switch limit {
            case 0: .horizontal
            case 1: [.horizontal, .vertical]
            default: []
            }
        }
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

/// Where a finger's scroll comes to rest, as the scroll view's `scrollTargetBehavior` asks.
enum ScrollRest: Equatable {
    /// Wherever the glide ends.
    case free
    /// At a page the scroll view's size.
    case paging
    /// With a view of the `scrollTargetLayout()` container at the scroll view's leading (top)
    /// edge; along the `limited` axes, within a scroll view's length of where the scroll began.
    case viewAligned(limited: Axis.Set)

    init(_ behavior: some ScrollTargetBehavior) {
        if behavior is PagingScrollTargetBehavior {
            self = .paging
        } else if let aligned = behavior as? ViewAlignedScrollTargetBehavior {
            self = .viewAligned(limited: aligned.limitBehavior.limitedAxes)
        } else {
            self = .free
        }
    }
}

extension View {
    /// Where scroll gestures in the scroll views inside come to rest (see `ScrollTargetBehavior`):
    /// a `Drag` ends at a page the size of the scroll view (`.paging`), or with a view of the
    /// `scrollTargetLayout()` container at its leading edge (`.viewAligned`).
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        environment(\.scrollRest, ScrollRest(behavior))
    }
}

private enum ScrollRestKey: EnvironmentKey { static var defaultValue: ScrollRest { .free } }

extension EnvironmentValues {
    /// Where a finger's scroll comes to rest in scroll views here (`scrollTargetBehavior`).
    var scrollRest: ScrollRest {
        get { self[ScrollRestKey.self] }
        set { self[ScrollRestKey.self] = newValue }
    }
}
