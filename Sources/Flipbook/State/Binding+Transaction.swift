extension Binding {
    /// This binding with its writes animated with `animation`, as if made in `withAnimation`.
    ///
    ///     Toggle("Details", isOn: $showsDetails.animation(.easeInOut))
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        transaction(Transaction(animation: animation))
    }

    /// This binding with its writes made in `transaction`, as if in `withTransaction`.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        Binding(get: { wrappedValue }, set: { value in withTransaction(transaction) { wrappedValue = value } })
    }
}
