import Foundation
import FlipbookImage
import FlipbookMessages

/// The `compare --shard K/N --json` results of every shard of one folder comparison, merged back
/// into one `Comparison`: frames that passed by name, the others compared again from their files
/// (for the diff images an HTML report shows).
public struct ShardResults {
    /// The shards' results, in shard order.
    let results: [ComparisonJSON]

    /// Largest result file read: 256 MiB.
    static let maximumFileSize = 256 << 20

    /// Reads the result files; an `InputError` names a file that is not a folder comparison's
    /// `--json` result, and shards given twice, missing or from different splits.
    public init(paths: [String]) throws(InputError) {
        var byShard: [Int: (path: String, result: ComparisonJSON)] = [:]
        var counts: Set<Int> = []
        for path in paths {
            let result = try Self.read(path)
            let parts = (result.shard ?? "1/1").split(separator: "/").compactMap { Int($0) }
            guard parts.count == 2 else { throw InputError("cannot read \(OneLine.echo(path)): bad shard \"\(OneLine.echo(result.shard ?? ""))\"") }
            counts.insert(parts[1])
            if let earlier = byShard[parts[0]], earlier.result.shard == result.shard {
                throw InputError("shard \(parts[0])/\(parts[1]) is given twice: \(OneLine.echo(earlier.path)) and \(OneLine.echo(path))")
            }
            byShard[parts[0]] = (path, result)
        }
        guard counts.count == 1, let count = counts.first else {
            throw InputError("the results come from splits into \(counts.sorted().map(String.init).joined(separator: " and ")) shards; "
                             + "merge the results of one split")
        }
        let missing = (1...count).filter { byShard[$0] == nil }
        guard missing.isEmpty else {
            throw InputError("shard\(missing.count == 1 ? "" : "s") \(missing.map { "\($0)/\(count)" }.joined(separator: ", ")) "
                             + "missing: merge the --json result of every shard")
        }
        results = (1...count).map { byShard[$0]!.result }
        if let other = results.first(where: { $0.tolerance != results[0].tolerance }) {
            throw InputError("shard \(other.shard ?? "?") compared with another tolerance than shard \(results[0].shard ?? "1/1")")
        }
    }

    /// How many shards were merged.
    public var shardCount: Int { results.count }

    /// The merged comparison; `each` receives every image in frame order, failed ones with their
    /// diff image, as `Comparison.directories` hands them over.
    public func comparison(each: Comparison.ImageHandler = { _, _ in }) -> Comparison {
        let tolerance = results[0].tolerance ?? .exact
        var images: [(ComparedImage, Bool)] = []
        for result in results {
            let (expected, actual) = (result.expected ?? "", result.actual ?? "")
            func paths(_ name: String) -> (String, String) {
                ((expected as NSString).appendingPathComponent(name), (actual as NSString).appendingPathComponent(name))
            }
            for name in result.passedFrames ?? [] {
                let (left, right) = paths(name)
                images.append((ComparedImage(name: name, status: .passed, expectedPath: left, actualPath: right,
                                             verdict: nil, error: nil), false))
            }
            for image in result.frames ?? [] {
                let (left, right) = paths(image.name)
                switch image.status {
                case .passed, .failed:
                    images.append((ComparedImage(name: image.name, status: .failed, expectedPath: left, actualPath: right,
                                                 verdict: nil, error: nil), true))
                case .new, .missing:
                    images.append((.unpaired(name: image.name, expected: image.status == .missing ? left : nil,
                                             actual: image.status == .new ? right : nil), false))
                case .error:
                    images.append((ComparedImage(name: image.name, status: .error, expectedPath: left, actualPath: right,
                                                 verdict: nil, error: image.error), false))
                }
            }
        }
        let ordered = images.sorted { FrameDirectory.precedes($0.0.name, $1.0.name) }.map { image, compareAgain in
            guard compareAgain, let left = image.expectedPath, let right = image.actualPath else {
                each(image, nil)
                return image
            }
            let (compared, diff) = ComparedImage.compareFiles(name: image.name, expected: left, actual: right, tolerance: tolerance)
            each(compared, diff)
            return compared
        }
        func joined(_ values: [String?]) -> String {
            var seen: [String] = []
            for value in values.compactMap({ $0 }) where !seen.contains(value) { seen.append(value) }
            return seen.joined(separator: ", ")
        }
        func union(_ lists: [[String]?]) -> [String] {
            var seen: [String] = []
            for value in lists.flatMap({ $0 ?? [] }) where !seen.contains(value) { seen.append(value) }
            return seen
        }
        return Comparison(expected: joined(results.map(\.expected)), actual: joined(results.map(\.actual)),
                          tolerance: tolerance, images: ordered, gaps: union(results.map(\.gaps)),
                          manifestDifferences: union(results.map(\.manifestDifferences)),
                          environmentDifferences: union(results.map(\.environmentDifferences)))
    }

    /// One result file, decoded and checked to be a folder comparison's.
    private static func read(_ path: String) throws(InputError) -> ComparisonJSON {
        let data: Data
        do { data = try readCapped(path, limit: maximumFileSize, tooLarge: "larger than 256 MiB") } catch {
            throw InputError("cannot read \(OneLine.echo(path)): \(error.reason)")
        }
        guard let result = try? JSONDecoder().decode(ComparisonJSON.self, from: data),
              result.expected != nil, result.actual != nil, result.passedFrames != nil else {
            throw InputError("cannot read \(OneLine.echo(path)): not the --json output of `flipbook compare` on two folders")
        }
        return result
    }
}
