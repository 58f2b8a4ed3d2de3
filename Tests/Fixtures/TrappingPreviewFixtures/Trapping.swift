import Flipbook
import Foundation

/// A view that traps when its body is evaluated (test fixture for crashing previews).
struct Trap: View {
    let message: String
    var body: some View {
        if message.isEmpty { Text("never") } else { fatalError(message) }
    }
}

#Preview("Fine", traits: .sizeThatFitsLayout) { Text("Fine") }

/// Sized to fit (so Flipbook runs its script to size it, and it traps then) when TRAP_WHILE_SIZING
/// is set; a fixed size otherwise (it traps while rendering).
let trappingLayout: PreviewTrait<Preview.ViewTraits> = ProcessInfo.processInfo.environment["TRAP_WHILE_SIZING"] == nil
    ? .fixedLayout(width: 120, height: 80) : .sizeThatFitsLayout

#Preview("Trapping", traits: trappingLayout, .script { Tap("Go", at: 0.5) }) {
    @Previewable @State var armed = false
    VStack {
        Button("Go") { armed = true }
        if armed { Trap(message: "preview fixture trapped on purpose") }
    }
}
