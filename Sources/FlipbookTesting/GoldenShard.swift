import Foundation
import Flipbook
import FlipbookPlayer

/// The share of the golden checks this test process makes, from `FLIPBOOK_SHARD` (`K/N`, or
/// `auto` for the job engine's index; see `Shard.fromEngine`). Unset: every check runs.
///
/// `assertFrames` takes a sequence when a stable hash of where it is asserted (file, test,
/// name) falls to this shard; `assertPreviews` deals its previews among the shards by the
/// pixels they render. Every process computes the same split, so each check runs on one shard.
enum GoldenShard {
    /// This process's shard: nil when `FLIPBOOK_SHARD` is unset, an error message when it is bad.
    static func current(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Result<Shard, PlayerError>? {
        guard let value = environment[Shard.environmentVariable] else { return nil }
        do { return .success(try Shard(argument: value, environment: environment)) } catch {
            return .failure(PlayerError.usage("\(Shard.environmentVariable)=\(value): \(error)"))
        }
    }

    /// The shard, 1 to `count`, that checks the sequence asserted in `fileID`'s `function` under `name`:
    /// FNV-1a of those, modulo `count`.
    static func owner(fileID: String, function: String, name: String, count: Int) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in "\(fileID)\u{0}\(function)\u{0}\(name)".utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return Int(hash % UInt64(count)) + 1
    }

    /// The previews `shard` checks: all of them dealt by the pixels of their golden frames at `scale`.
    static func previews(_ scenes: [FlipbookScene], scale: Double?, for shard: Shard) -> [FlipbookScene] {
        let weights = scenes.map { scene in
            let (width, height) = scene.pixelSize(scale: scale ?? scene.scale)
            return max(1, scene.goldenTimes.count) * width * height
        }
        return shard.deal(weights: weights).map { scenes[$0] }
    }
}
