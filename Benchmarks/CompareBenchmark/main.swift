// Throughput of pixelmatch on 3840×2160 pairs (run with `swift run -c release CompareBenchmark`).
import FlipbookCompare
import FlipbookImage
import class Foundation.ProcessInfo

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

/// Median wall time in milliseconds of `body` over at least 5 runs and 0.5 s.
func measure(_ body: () -> Void) -> Double {
    body()
    var samples: [Double] = []
    let clock = ContinuousClock()
    let start = clock.now
    while samples.count < 5 || clock.now - start < .milliseconds(500) {
        let t0 = clock.now
        body()
        let elapsed = clock.now - t0
        samples.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000)
    }
    return samples.sorted()[samples.count / 2]
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

func report(_ label: String, _ ms: Double, _ result: ComparisonResult) {
    let rate = megapixels / (ms / 1000)
    let padded = label + String(repeating: " ", count: max(0, 34 - label.count))
    print("\(padded)\(fixed(ms, 2, width: 8)) ms \(fixed(rate, 1, width: 8)) MP/s   diff \(result.diffCount), AA \(result.antiAliasedCount)")
}

let base = makeBase()
let pairs: [(String, RGBAImage)] = [
    ("identical", base),
    ("1% different", changed(base, fraction: 0.01, seed: 1)),
    ("50% different", changed(base, fraction: 0.5, seed: 2)),
]
print("pixelmatch v7.2.0 port, \(width)×\(height) (\(megapixels) MP), bands of rows on all "
      + "\(ProcessInfo.processInfo.activeProcessorCount) cores, median")
for (name, other) in pairs {
    var result = try pixelmatch(base, other)
    report("\(name), count only", measure { result = try! pixelmatch(base, other) }, result)
    var diff: RGBAImage? = RGBAImage(width: width, height: height, fill: (0, 0, 0, 0))
    report("\(name), with diff image", measure { result = try! pixelmatch(base, other, diff: &diff) }, result)
    report("\(name), includeAA", measure {
        result = try! pixelmatch(base, other, options: PixelmatchOptions(includeAA: true))
    }, result)
}
for (name, other) in pairs {
    var none: RGBAImage? = nil
    var result = try perceptualDiff(base, other, diff: &none)
    report("CIEDE2000, \(name)", measure { result = try! perceptualDiff(base, other, diff: &none) }, result)
}
