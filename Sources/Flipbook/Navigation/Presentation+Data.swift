/// Presentations driven by a value: a sheet or cover for an `item` while it is not nil, and an
/// alert (about `data` or an `error`) or confirmation dialog about `data`, shown while
/// `isPresented` is true and `data` is not nil.
extension View {
    /// Presents a sheet of `content(item)` while `item` is not nil; dismissing it sets `item` to
    /// nil, then `onDismiss` runs.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        sheet(isPresented: item.isPresent(), onDismiss: onDismiss) { PresentedItem(item: item.wrappedValue, content: content) }
    }

    /// Presents `content(item)` over the whole screen while `item` is not nil; dismissing it sets
    /// `item` to nil, then `onDismiss` runs.
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
                                                                   @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        fullScreenCover(isPresented: item.isPresent(), onDismiss: onDismiss) { PresentedItem(item: item.wrappedValue, content: content) }
    }

    /// Presents an alert about `data` titled `titleKey`, with `actions(data)` and `message(data)`.
    public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        alert(Text(titleKey), isPresented: isPresented, presenting: data, actions: actions, message: message)
    }

    /// Presents an alert about `data` titled `title`, with `actions(data)` and `message(data)`.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                              @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        alert(Text(title), isPresented: isPresented, presenting: data, actions: actions, message: message)
    }

    /// Presents an alert about `data` titled `title`, with `actions(data)` and `message(data)`.
    public func alert<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        alert(title, isPresented: isPresented.presenting(data), actions: { data.map(actions) }, message: { data.map(message) })
    }

    /// Presents an alert about `data` titled `titleKey`, with `actions(data)`.
    public func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: (T) -> A) -> some View {
        alert(Text(titleKey), isPresented: isPresented, presenting: data, actions: actions)
    }

    /// Presents an alert about `data` titled `title`, with `actions(data)`.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                     @ViewBuilder actions: (T) -> A) -> some View {
        alert(Text(title), isPresented: isPresented, presenting: data, actions: actions)
    }

    /// Presents an alert about `data` titled `title`, with `actions(data)`.
    public func alert<A: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: (T) -> A) -> some View {
        alert(title, isPresented: isPresented.presenting(data), actions: { data.map(actions) })
    }

    /// Presents an alert about `error` while `isPresented` is true and `error` is not nil, titled
    /// with the error's `errorDescription`, with `actions`.
    public func alert<E: LocalizedError, A: View>(isPresented: Binding<Bool>, error: E?,
                                                  @ViewBuilder actions: () -> A) -> some View {
        alert(Text(verbatim: error?.errorDescription ?? ""), isPresented: isPresented.presenting(error), actions: actions)
    }

    /// Presents an alert about `error` while `isPresented` is true and `error` is not nil, titled
    /// with the error's `errorDescription`, with `actions(error)` and `message(error)`.
    public func alert<E: LocalizedError, A: View, M: View>(isPresented: Binding<Bool>, error: E?,
                                                           @ViewBuilder actions: (E) -> A,
                                                           @ViewBuilder message: (E) -> M) -> some View {
        alert(Text(verbatim: error?.errorDescription ?? ""), isPresented: isPresented, presenting: error, actions: actions,
              message: message)
    }

    /// Presents a confirmation dialog about `data` with `actions(data)` and `message(data)`.
    public func confirmationDialog<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                        titleVisibility: Visibility = .automatic, presenting data: T?,
                                                        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        confirmationDialog(Text(titleKey), isPresented: isPresented.presenting(data), titleVisibility: titleVisibility,
                           actions: { data.map(actions) }, message: { data.map(message) })
    }

    /// Presents a confirmation dialog about `data` with `actions(data)` and `message(data)`.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>,
                                                                           titleVisibility: Visibility = .automatic, presenting data: T?,
                                                                           @ViewBuilder actions: (T) -> A,
                                                                           @ViewBuilder message: (T) -> M) -> some View {
        confirmationDialog(Text(title), isPresented: isPresented.presenting(data), titleVisibility: titleVisibility,
                           actions: { data.map(actions) }, message: { data.map(message) })
    }

    /// Presents a confirmation dialog about `data` with `actions(data)`.
    public func confirmationDialog<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                               titleVisibility: Visibility = .automatic, presenting data: T?,
                                               @ViewBuilder actions: (T) -> A) -> some View {
        confirmationDialog(Text(titleKey), isPresented: isPresented.presenting(data), titleVisibility: titleVisibility,
                           actions: { data.map(actions) })
    }

    /// Presents a confirmation dialog about `data` with `actions(data)`.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>,
                                                                  titleVisibility: Visibility = .automatic, presenting data: T?,
                                                                  @ViewBuilder actions: (T) -> A) -> some View {
        confirmationDialog(Text(title), isPresented: isPresented.presenting(data), titleVisibility: titleVisibility,
                           actions: { data.map(actions) })
    }
}

/// A presented item's content: `content(item)`, or nothing once the item is gone.
private struct PresentedItem<Item, Content: View>: View {
    let item: Item?
    let content: (Item) -> Content

    var body: some View { item.map(content) }
}

extension Binding {
    /// True while the optional value is there; setting false clears it.
    fileprivate func isPresent<Wrapped>() -> Binding<Bool> where Value == Wrapped? {
        Binding<Bool>(get: { wrappedValue != nil }, set: { if !$0 { wrappedValue = nil } })
    }

    /// True while this is true and `data` is there; setting it sets this.
    fileprivate func presenting<T>(_ data: T?) -> Binding<Bool> where Value == Bool {
        let hasData = data != nil
        return Binding<Bool>(get: { wrappedValue && hasData }, set: { wrappedValue = $0 })
    }
}
