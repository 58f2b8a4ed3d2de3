/// A system button that pastes items of a type from the pasteboard, drawn as iOS draws one: the
/// paste symbol and "Paste" on the tint colour (a bordered prominent button; `labelStyle`,
/// `buttonBorderShape` and `tint` change it as they change a button). Flipbook's scenes have no
/// pasteboard, so a tap pastes nothing and the closure is not called (iOS calls it only with at
/// least one item).
public struct PasteButton: View {
    public init<T: Transferable>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {}

    public var body: some View {
        Button {} label: {
            Label("Paste", systemImage: "doc.on.clipboard")
        }
        .buttonStyle(.borderedProminent)
    }
}
