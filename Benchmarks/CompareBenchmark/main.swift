// Throughput of pixelmatch on 3840×2160 pairs (run with `swift run -c release CompareBenchmark [--only WORD]`).
import FlipbookCompare
import FlipbookImage
import class Foundation.ProcessInfo
#if canImport(Glibc)
import Glibc
#endif

let width = 3840, height = 2160
let megapixels = Double(width * height) / 1_000_000

/// Deterministic pseudo-random numbers (SplitMix64).
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A frame-like image: a smooth gradient with flat opaque rectangles.
func makeBase() -> RGBAImage {
    var image = RGBAImage(width: width, height: height, fill: (0, 0, 0, 255))
    for y in 0..<height {
        for x in 0..<width {
            let inBox = (x / 240 + y / 240) % 3 == 0
            image[x: x, y: y] = inBox
                ? (40, 90, 200, 255)
                : (UInt8(x * 255 / width), UInt8(y * 255 / height), 128, 255)
        }
    }
    return image
}

/// A copy of `base` with `fraction` of its pixels replaced by random colours.
func changed(_ base: RGBAImage, fraction: Double, seed: UInt64) -> RGBAImage {
    var image = base
    var random = SplitMix64(state: seed)
    let count = Int(Double(width * height) * fraction)
    for _ in 0..<count {
        let i = Int.random(in: 0..<(width * height), using: &random)
        image[x: i % width, y: i / width] = (
            UInt8.random(in: 0...255, using: &random), UInt8.random(in: 0...255, using: &random),
            UInt8.random(in: 0...255, using: &random), 255
        )
    }
    return image
}

/// The process's CPU time (all threads) in milliseconds.
func cpuMilliseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1e6
}

/// Median wall time and median CPU time (all threads) in milliseconds of `body` over at least
/// 5 runs and 0.5 s. On a loaded machine the CPU time moves less than the wall time.
func measure(_ body: () -> Void) -> (wall: Double, cpu: Double) {
    body()
    var walls: [Double] = [], cpus: [Double] = []
    let clock = ContinuousClock()
    let start = clock.now
    while walls.count < 5 || clock.now - start < .milliseconds(500) {
        let t0 = clock.now, cpu0 = cpuMilliseconds()
        body()
        let elapsed = clock.now - t0
        cpus.append(cpuMilliseconds() - cpu0)
        walls.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000)
    }
    return (walls.sorted()[walls.count / 2], cpus.sorted()[cpus.count / 2])
}

/// `value` with `digits` decimals, right-aligned in `width` characters.
func fixed(_ value: Double, _ digits: Int, width: Int) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = Int((value * scale).rounded())
    var text = String(scaled / Int(scale))
    if digits > 0 {
        let fraction = String(scaled % Int(scale))
        text += "." + String(repeating: "0", count: digits - fraction.count) + fraction
    }
    return String(repeating: " ", count: max(0, width - text.count)) + text
}

// `--only WORD` runs only the measurements whose label contains WORD ("1%", "CIEDE2000", …).
let only = CommandLine.arguments.firstIndex(of: "--only").flatMap { CommandLine.arguments.dropFirst($0 + 1).first }

func selected(_ label: String) -> Bool { only.map { label.contains($0) } ?? true }

/// Measures `body` and prints its median under `label`, unless `--only` leaves it out.
func report(_ label: String, _ body: () -> ComparisonResult, image: () -> RGBAImage? = { nil }) {
    guard selected(label) else { return }
    var result = body()
    let (ms, cpu) = measure { result = body() }
    let rate = megapixels / (ms / 1000)
    let padded = label + String(repeating: " ", count: max(0, 34 - label.count))
    let hash = image().map { ", image \(String(fnv1a($0.pixels), radix: 16))" } ?? ""
    print("\(padded)\(fixed(ms, 2, width: 8)) ms \(fixed(rate, 1, width: 8)) MP/s  CPU \(fixed(cpu, 2, width: 8)) ms   diff \(result.diffCount), AA \(result.antiAliasedCount)\(hash)")
}

/// FNV-1a of `bytes`: diff images of two builds are the same when their hashes are.
func fnv1a(_ bytes: [UInt8]) -> UInt64 {
    bytes.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
}

let base = makeBase()
let pairs: [(name: String, image: () -> RGBAImage)] = [
    ("identical", { base }),
    ("1% different", { changed(base, fraction: 0.01, seed: 1) }),
    ("50% different", { changed(base, fraction: 0.5, seed: 2) }),
]
let kinds = ["count only", "with diff image", "includeAA"]
print("pixelmatch v7.2.0 port, \(width)×\(height) (\(megapixels) MP), bands of rows on all "
      + "\(ProcessInfo.processInfo.activeProcessorCount) cores, medians of wall and CPU time")
for (name, makeImage) in pairs where kinds.contains(where: { selected("\(name), \($0)") }) {
    let other = makeImage()
    report("\(name), count only") { try! pixelmatch(base, other) }
    var diff: RGBAImage? = RGBAImage(width: width, height: height, fill: (0, 0, 0, 0))
    report("\(name), with diff image", { try! pixelmatch(base, other, diff: &diff) }, image: { diff })
    report("\(name), includeAA") { try! pixelmatch(base, other, options: PixelmatchOptions(includeAA: true)) }
}
for (name, makeImage) in pairs where selected("CIEDE2000, \(name)") {
    let other = makeImage()
    var none: RGBAImage? = nil
    report("CIEDE2000, \(name)") { try! perceptualDiff(base, other, diff: &none) }
}
