import Flipbook
import FlipbookDisplayList
import FlipbookRaster
import Foundation

// Per-frame cost of the graph stages (state, animation, layout, display list),
// without rasterising: `swift run -c release GraphBenchmark`. Times are the main thread's CPU
// time, so other processes loading the machine hardly change them; goals (issue 15) in brackets.

/// Many views that all animate their offset in one explicit transaction.
struct ManyAnimating: View {
    let count: Int
    @State private var moved = false
    var body: some View {
        VStack(spacing: 0) {
            // Long enough that every sampled frame (`--frames` up to 6,000) is mid-animation.
            Button("Go") { withAnimation(.linear(duration: 100)) { moved.toggle() } }
            ForEach(0..<count / 50, id: \.self) { row in
                HStack(spacing: 1) {
                    ForEach(0..<50, id: \.self) { column in
                        Color.blue.frame(width: 6, height: 6).offset(x: moved ? CGFloat(column % 7) : 0)
                    }
                }
            }
        }
    }
}

/// Many static views and one that animates.
struct MostlyStatic: View {
    let count: Int
    @State private var moved = false
    var body: some View {
        VStack(spacing: 0) {
            Button("Go") { withAnimation(.linear(duration: 10)) { moved.toggle() } }
            Color.red.frame(width: 20, height: 20).offset(x: moved ? 200 : 0)
            ForEach(0..<max(1, count / 100), id: \.self) { _ in
                HStack(spacing: 1) {
                    ForEach(0..<min(count, 100), id: \.self) { _ in Color.gray.frame(width: 6, height: 6) }
                }
            }
        }
    }
}

/// 1,000 views that are all removed, and 1,000 new ones inserted, in one animated change.
struct InsertRemove: View {
    @State private var swapped = false
    var body: some View {
        VStack(spacing: 0) {
            Button("Go") { withAnimation(.easeInOut(duration: 10)) { swapped.toggle() } }
            ForEach(0..<20, id: \.self) { row in
                HStack(spacing: 1) {
                    ForEach((swapped ? 1000 : 0) + row * 50 ..< (swapped ? 1000 : 0) + row * 50 + 50, id: \.self) { item in
                        Color.green.frame(width: 6, height: 6).transition(.scale)
                    }
                }
            }
        }
    }
}

/// A 100 × 100 grid of text cells.
struct TextGrid: View {
    var body: some View {
        VStack(spacing: 2) {
            ForEach(0..<100, id: \.self) { row in
                HStack(spacing: 2) {
                    ForEach(0..<100, id: \.self) { column in Text("\(row * 100 + column)").font(.caption2) }
                }
            }
        }
    }
}

/// This thread's CPU time in milliseconds.
func cpuMilliseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
}

@MainActor
func perFrame<V: View>(_ view: V, size: CGSize, measurer: any TextMeasuring, frames: Int = 120)
    throws -> (ms: Double, bodies: Int, changeMs: Double) {
    let graph = ViewGraph(root: view, size: size, pixelScale: 1, textMeasurer: measurer)
    graph.update(at: 0)
    let changeStart = cpuMilliseconds()
    try graph.tap("Go", at: 0)
    _ = graph.displayList(at: 0)
    let changeMs = cpuMilliseconds() - changeStart
    let bodies = graph.bodyEvaluationCount
    let start = cpuMilliseconds()
    for frame in 1...frames { _ = graph.displayList(at: Double(frame) / 60) }
    return ((cpuMilliseconds() - start) / Double(frames), graph.bodyEvaluationCount - bodies, changeMs)
}

@MainActor
func run() throws {
    let measurer = try PangoTextMeasurer(fonts: FontSet.pinned())
    let size = CGSize(width: 1200, height: 1200)
    // `--frames N` samples more frames (for profiling); 120 by default.
    let frames = CommandLine.arguments.firstIndex(of: "--frames").flatMap { index in
        CommandLine.arguments.dropFirst(index + 1).first.flatMap { Int($0) }
    } ?? 120
    // `--only WORD` runs only the measurements whose name contains WORD ("animating", "inserted",
    // "static", "grid", "stacks"); all of them by default.
    let only = CommandLine.arguments.firstIndex(of: "--only").flatMap { CommandLine.arguments.dropFirst($0 + 1).first }
    func selected(_ name: String) -> Bool { only.map { name.contains($0) } ?? true }
    if selected("1,000 animating views") {
        let animating = try perFrame(ManyAnimating(count: 1000), size: size, measurer: measurer, frames: frames)
        print(String(format: "1,000 animating views:          %.3f ms/frame [≤ 0.6] (bodies evaluated between frames: %d)",
                     animating.ms, animating.bodies))
    }
    if CommandLine.arguments.contains("--animating-only") { return }
    if selected("1,000 removed + 1,000 inserted") {
        let swap = try perFrame(InsertRemove(), size: size, measurer: measurer)
        print(String(format: "1,000 removed + 1,000 inserted: %.3f ms/frame during the transition, %.1f ms for the change itself",
                     swap.ms, swap.changeMs))
    }
    // Named so that `--only animating` picks the 1,000 animating views alone.
    if selected("100 and 10,000 static views, 1 moving") {
        let small = try perFrame(MostlyStatic(count: 100), size: size, measurer: measurer)
        let large = try perFrame(MostlyStatic(count: 10_000), size: size, measurer: measurer)
        print(String(format: "100 static + 1 animating:       %.3f ms/frame", small.ms))
        print(String(format: "10,000 static + 1 animating:    %.3f ms/frame (%.1f× the 100-view frame)", large.ms, large.ms / small.ms))
    }

    for (name, view) in [("100×100 text grid", AnyView(TextGrid())), ("10,000 views in nested stacks", AnyView(MostlyStatic(count: 10_000)))]
    where selected(name) {
        // A measurer of its own, so the first build measures every text as a new scene would.
        let graph = ViewGraph(root: view, size: size, pixelScale: 1, textMeasurer: try PangoTextMeasurer(fonts: FontSet.pinned()))
        let start = cpuMilliseconds()
        graph.update(at: 0)
        let first = cpuMilliseconds() - start
        let passes = 5
        let layoutStart = cpuMilliseconds()
        for _ in 0..<passes { graph.relayoutForBenchmark() }
        let layout = (cpuMilliseconds() - layoutStart) / Double(passes)
        print(String(format: "%@: first build %.1f ms [≤ 300 for the grid], full layout pass %.2f ms [≤ 30 for the stacks]",
                     name, first, layout))
    }
}

try MainActor.assumeIsolated { try run() }
