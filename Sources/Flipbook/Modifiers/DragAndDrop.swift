import Foundation

/// A value that can be dragged, dropped, copied or shared (CoreTransferable's protocol): strings,
/// URLs, data, attributed strings and images are.
///
/// Partial: no `transferRepresentation` (app types declaring one do not compile).
public protocol Transferable {}

extension String: Transferable {}
extension URL: Transferable {}
extension Data: Transferable {}
extension AttributedString: Transferable {}
extension Image: Transferable {}

extension View {
    /// Lets a finger lift this view and drag `payload` (a touch and hold, then a move). A view at
    /// rest is drawn as it is; Flipbook's scripts do not drag between views, so nothing is lifted.
    ///
    /// Partial: a script cannot drag the payload anywhere (no event lifts it); the view is drawn at rest.
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View {
        self
    }

    /// Lets a finger drag `payload` from this view, showing `preview` under the finger while it drags.
    /// A view at rest is drawn as it is (see `draggable(_:)`).
    public func draggable<V: View, T: Transferable>(_ payload: @autoclosure @escaping () -> T,
                                                    @ViewBuilder preview: () -> V) -> some View {
        self
    }

    /// Accepts dropped values of `payloadType` on this view: `action` gets them and where they were
    /// dropped, `isTargeted` whether a drag is over the view. Drawn as it is; as nothing is dragged
    /// in a Flipbook script, neither closure runs.
    ///
    /// Partial: nothing is ever dropped (no script event drags a payload), so neither closure runs.
    public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self,
                                                 action: @escaping (_ items: [T], _ location: CGPoint) -> Bool,
                                                 isTargeted: @escaping (Bool) -> Void = { _ in }) -> some View {
        self
    }
}
