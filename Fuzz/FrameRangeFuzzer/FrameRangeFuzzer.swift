import FlipbookSelection
import FuzzSupport

/// `--frames` on arbitrary text, resolved against a frame count taken from the input's first
/// byte: a range inside the scene's frames or a one-line usage error.
enum FrameRangeTarget {
    static func run(_ input: UnsafeRawBufferPointer) {
        guard let first = input.first else { return }
        let frameCount = 1 + Int(first) * 37
        let text = String(decoding: input.dropFirst(), as: UTF8.self)
        do {
            let range = try FrameRange(parsing: text)
            precondition(range.first >= 0 && (range.last.map { $0 >= range.first } ?? true))
            let frames = try range.resolved(frameCount: frameCount, scene: "fuzz")
            precondition(frames.lowerBound >= 0 && frames.upperBound < frameCount)
        } catch {
            checkOneLine(error.description)
        }
    }
}

#if FUZZING
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FrameRangeTarget.run(UnsafeRawBufferPointer(start: data, count: size))
    return 0
}
#endif

@main enum FrameRangeFuzzer {
    static func main() { FuzzMain.run(FrameRangeTarget.run) }
}
