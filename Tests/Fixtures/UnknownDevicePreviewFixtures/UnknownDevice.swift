import Flipbook

// A preview on a device Flipbook does not know (test fixture for its error).
#Preview("Unknown device", traits: .device("iPhone 99")) { Text("Where?") }
