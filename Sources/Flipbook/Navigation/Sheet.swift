/// A page sheet, as iOS 17 presents one on a phone: it slides up from the bottom over a dimmed,
/// slightly shrunk presenting view, and slides back down when dismissed. Both animate as iOS
/// does unless the transaction disables animations. The sheet's content gets a `dismiss`
/// action that sets `isPresented` to false.
/// With `fullScreen`, a full-screen cover instead: the content covers the whole screen, without
/// shrinking or dimming what is below.
struct SheetModifier<SheetContent: View>: ViewModifier {
    let isPresented: Binding<Bool>
    let onDismiss: (@MainActor () -> Void)?
    var fullScreen = false
    let sheet: () -> SheetContent

    /// Gap between the top of the screen and the top of the sheet.
    static var topInset: CGFloat { 44 }

    func body(content: Content) -> some View {
        let shown = isPresented.wrappedValue
        let binding = isPresented
        let shrinks = shown && !fullScreen
        content
            .clipShape(RoundedRectangle(cornerRadius: shrinks ? 10 : 0))
            .scaleEffect(shrinks ? 0.92 : 1)
            .background(Color.black)
            .overlay(alignment: .bottom) {
                if shown {
                    Color.black.opacity(fullScreen ? 0 : 0.2)
                        .transition(.opacity)
                    sheet()
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                        .background(Color(.systemBackground), in: UnevenRoundedRectangle(topLeadingRadius: fullScreen ? 0 : 10,
                                                                             topTrailingRadius: fullScreen ? 0 : 10))
                        .padding(.top, fullScreen ? 0 : Self.topInset)
                        .environment(\.dismiss, DismissAction { binding.wrappedValue = false })
                        .transition(.move(edge: .bottom))
                }
            }
            .transaction(value: shown) { SystemPresentation.apply(to: &$0) }
            .onChange(of: shown) { wasShown, isShown in
                if wasShown, !isShown { onDismiss?() }
            }
    }
}

extension View {
    /// Presents `content` in a sheet while `isPresented` is true; `onDismiss` runs after it closes.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View {
        modifier(SheetModifier(isPresented: isPresented, onDismiss: onDismiss, sheet: content))
    }

    /// Presents `content` over the whole screen while `isPresented` is true; `onDismiss` runs after it closes.
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> some View {
        modifier(SheetModifier(isPresented: isPresented, onDismiss: onDismiss, fullScreen: true, sheet: content))
    }
}
