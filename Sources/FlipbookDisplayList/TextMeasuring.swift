import Foundation

/// Measures text for layout. Implementations are bound to one thread.
public protocol TextMeasuring: AnyObject {
    func measure(_ spec: TextLayoutSpec) -> TextMetrics
}
