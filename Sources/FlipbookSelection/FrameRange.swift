import Foundation
import FlipbookMessages

/// A `--frames` value: `A..B` or `A...B` (inclusive), `A..<B`, `A..` (to the last frame) or `A`,
/// with whole numbers; checked against a scene's frames by `resolved(frameCount:scene:)`.
public struct FrameRange: Sendable, Equatable {
    /// The first frame to write.
    public let first: Int
    /// The last frame to write; nil for the scene's last.
    public let last: Int?
    /// The text it was parsed from, for messages.
    public let text: String

    /// Parses `text`; a usage error names it and shows the forms.
    public init(parsing text: String) throws(PlayerError) {
        self.text = text
        let bad = PlayerError.usage("bad frame range \"\(OneLine.echo(text))\": write A..B with whole numbers, e.g. 0..59 or 30..")
        for (separator, inclusive) in [("..<", false), ("...", true), ("..", true)] {
            guard let range = text.range(of: separator) else { continue }
            guard let start = Self.number(text[..<range.lowerBound]) else { throw bad }
            let tail = text[range.upperBound...]
            first = start
            if tail.isEmpty, inclusive {
                last = nil
                return
            }
            guard let end = Self.number(tail) else { throw bad }
            if inclusive ? end < start : end <= start {
                throw PlayerError.usage("bad frame range \"\(OneLine.echo(text))\": "
                                        + (inclusive ? "\(end) is before \(start)" : "it holds no frame"))
            }
            last = inclusive ? end : end - 1
            return
        }
        guard let single = Self.number(text[...]) else { throw bad }
        (first, last) = (single, single)
    }

    /// The frames of a `frameCount`-frame scene this range selects; a usage error when it
    /// reaches past the last frame.
    public func resolved(frameCount: Int, scene: String) throws(PlayerError) -> ClosedRange<Int> {
        let end = last ?? frameCount - 1
        guard first < frameCount, end < frameCount else {
            throw PlayerError.usage("--frames \(OneLine.echo(text)): \(scene) has frames 0..\(frameCount - 1)")
        }
        return first...end
    }

    /// A whole number ≥ 0 written with ASCII digits only.
    private static func number(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.utf8.allSatisfy({ (48...57).contains($0) }) else { return nil }
        return Int(text)
    }
}
