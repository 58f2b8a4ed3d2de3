import Flipbook

// Article 000's helper, unchanged: prints the transaction each branch receives.
// `flipbook render NAME --trace` shows its output; plain renders keep stdout quiet.
extension View {
    @ViewBuilder
    func transactionMonitor(_ title: String, _ showAnimation: Bool = true) -> some View {
        transaction {
            print(title, terminator: showAnimation ? ": " : "\n")
            if showAnimation {
                print($0.animation ?? "nil")
            }
        }
    }
}
