import FlipbookMessages

/// One of `count` workers sharing a job with no coordination (Playwright's `--shard=K/N`):
/// worker `index` (1-based) takes a contiguous chunk of the frames, or its deal of the scenes.
/// Every worker computes the same split from the same inputs, so each item goes to exactly one.
public struct Shard: Sendable, Equatable, CustomStringConvertible {
    /// This worker, from 1 to `count`.
    public let index: Int
    /// How many workers share the job.
    public let count: Int

    /// Most workers one job can be split across.
    public static let maximumCount = 100_000

    /// Shard `index` of `count`; a usage error unless 1 ≤ index ≤ count ≤ `maximumCount`.
    public init(index: Int, count: Int) throws(PlayerError) {
        guard (1...Self.maximumCount).contains(count) else {
            throw PlayerError.usage("bad shard \(index)/\(count): the count must be between 1 and \(Self.maximumCount)")
        }
        guard (1...count).contains(index) else {
            throw PlayerError.usage("bad shard \(index)/\(count): K must be between 1 and \(count) (shards are numbered from 1)")
        }
        self.index = index
        self.count = count
    }

    /// Parses `K/N` (whole numbers); a usage error names the text and shows the form.
    public init(parsing text: String) throws(PlayerError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Self.number(parts[0]), let count = Self.number(parts[1]) else {
            throw PlayerError.usage("bad shard \"\(OneLine.echo(text))\": write K/N with whole numbers, e.g. 2/4 (shard 2 of 4)")
        }
        try self.init(index: index, count: count)
    }

    /// `2/4`.
    public var description: String { "\(index)/\(count)" }

    /// This shard's contiguous chunk of `total` items numbered from 0: chunk sizes differ by at
    /// most one, larger chunks first; empty when there are fewer items than shards.
    public func chunk(of total: Int) -> Range<Int> {
        let (base, extra) = (total / count, total % count)
        let k = index - 1
        let start = k * base + min(k, extra)
        return start..<(start + base + (k < extra ? 1 : 0))
    }

    /// The positions of the items this shard takes when items of the given `weights` are dealt:
    /// heaviest first (ties in given order) to the shard with the least weight so far (ties to
    /// the lowest shard). In increasing order.
    public func deal(weights: [Int]) -> [Int] {
        let order = weights.indices.sorted { weights[$0] != weights[$1] ? weights[$0] > weights[$1] : $0 < $1 }
        var loads = [Int](repeating: 0, count: count)
        var mine: [Int] = []
        for item in order {
            let lightest = loads.indices.min { loads[$0] != loads[$1] ? loads[$0] < loads[$1] : $0 < $1 }!
            loads[lightest] += weights[item]
            if lightest == index - 1 { mine.append(item) }
        }
        return mine.sorted()
    }

    /// A whole number ≥ 0 written with at most nine ASCII digits.
    private static func number(_ text: Substring) -> Int? {
        guard (1...9).contains(text.utf8.count), text.utf8.allSatisfy({ (48...57).contains($0) }) else { return nil }
        return Int(text)
    }
}
