import FlipbookMessages

/// Fails the fuzz run when a message could not be printed as one bounded line.
public func checkOneLine(_ message: String) {
    precondition(!message.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\u{2028}" || $0 == "\u{2029}" },
                 "a message holds a control character: \(message.debugDescription)")
    precondition(message.unicodeScalars.count <= 2 * OneLine.maximumMessageLength, "a message is \(message.unicodeScalars.count) long")
}
