import FlipbookCurves
import FuzzSupport

/// `plot`'s animation expressions on arbitrary text: an animation whose sampled curve is short
/// and finite and whose axes have a handful of ticks, or a one-line error.
enum AnimationSpecTarget {
    static func run(_ input: UnsafeRawBufferPointer) {
        let text = String(decoding: input, as: UTF8.self)
        let spec: AnimationSpec
        do { spec = try AnimationSpec(text) } catch {
            checkOneLine("\(error)")
            return
        }
        let samples = AnimationCurve.samples(spec.animation)
        precondition(!samples.isEmpty && samples.count <= 1_501, "\(samples.count) samples")
        let values = samples.map(\.value), velocities = samples.map(\.velocity)
        precondition(values.allSatisfy(\.isFinite) && velocities.allSatisfy(\.isFinite), "\(text): a sample is not finite")
        for series in [values, velocities] {
            let ticks = AnimationCurve.ticks(low: min(0, series.min()!), high: max(1, series.max()!))
            precondition((1...12).contains(ticks.count), "\(text): \(ticks.count) ticks")
        }
    }
}

#if FUZZING
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    AnimationSpecTarget.run(UnsafeRawBufferPointer(start: data, count: size))
    return 0
}
#endif

@main enum AnimationSpecFuzzer {
    static func main() { FuzzMain.run(AnimationSpecTarget.run) }
}
