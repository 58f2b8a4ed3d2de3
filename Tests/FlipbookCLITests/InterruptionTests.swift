import Foundation
import Testing
import FlipbookImage

/// Outputs are complete or absent whatever stops a run (SIGINT, SIGKILL, a full disk), and the
/// next run into a folder removes the temporary files a killed run left there.
@Suite final class InterruptionTests {
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-stop-\(UUID().uuidString)")

    init() throws {
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: work) }

    private var frames: URL { work.appendingPathComponent("dashboard") }

    private func names() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: frames.path).sorted()
    }

    /// Starts a long render (dashboard at 240 fps: 480 frames) and waits until `count` frames exist.
    private func startLongRender(until count: Int) throws -> Process {
        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = ["render", "dashboard", "--fps", "240", "--threads", "2", "--out", work.path]
        process.standardOutput = Pipe()
        process.standardError = Pipe()
        try process.run()
        let deadline = Date().addingTimeInterval(120)
        while (try? names().filter { $0.hasSuffix(".png") }.count) ?? 0 < count, Date() < deadline, process.isRunning {
            usleep(20_000)
        }
        return process
    }

    /// Every `frame-*.png` decodes to a whole 800×600 frame.
    private func expectCompleteFrames() throws {
        for name in try names() where name.hasPrefix("frame-") {
            let image = try PNG.read(contentsOf: frames.appendingPathComponent(name).path)
            #expect(image.width == 800 && image.height == 600, "\(name)")
        }
    }

    @Test func ctrlCStopsCleanlyAndSaysHowFarItGot() throws {
        let process = try startLongRender(until: 3)
        kill(process.processIdentifier, SIGINT)
        let output = String(decoding: (process.standardOutput as! Pipe).fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 130)
        let written = try names()
        #expect(!written.contains { $0.hasSuffix(".tmp") })
        // `dashboard: interrupted after N of 480 frames (frames 0..N-1 are written), …`
        let count = written.count
        #expect(count >= 3 && count < 480)
        #expect(output.hasPrefix("dashboard: interrupted after \(count) of 480 frames (frames 0..\(count - 1) are written), 800×600 px"))
        #expect(written == (0..<count).map { String(format: "frame-%05d.png", $0) })
        try expectCompleteFrames()
    }

    @Test func afterSIGKILLFramesAreCompleteAndTheNextRunCleansUp() throws {
        let process = try startLongRender(until: 4)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        try expectCompleteFrames()
        let rerun = try CLI("render", "dashboard", "--frames", "0..1", "--out", work.path)
        #expect(rerun.status == 0)
        #expect(!(try names()).contains { $0.hasSuffix(".tmp") })
        try expectCompleteFrames()
    }

    /// What a killed run leaves (a temporary file named with its process id) goes; a running
    /// writer's temporary file stays.
    @Test func theNextRunRemovesOnlyAbandonedTemporaryFiles() throws {
        let finished = Process()
        finished.executableURL = URL(fileURLWithPath: "/bin/true")
        try finished.run()
        finished.waitUntilExit()
        try FileManager.default.createDirectory(at: frames, withIntermediateDirectories: true)
        let abandoned = ".frame-00007.png.flipbook-\(finished.processIdentifier)-1x2y3z.tmp"
        let live = ".frame-00008.png.flipbook-\(getpid())-4a5b6c.tmp"
        for name in [abandoned, live] { try Data([1, 2, 3]).write(to: frames.appendingPathComponent(name)) }
        let result = try CLI("render", "dashboard", "--frames", "0..0", "--out", work.path)
        #expect(result.status == 0)
        #expect(try names() == [live, "frame-00000.png"])
    }

    @Test func theNextPlotIntoAFolderRemovesWhatAKilledOneLeft() throws {
        let finished = Process()
        finished.executableURL = URL(fileURLWithPath: "/bin/true")
        try finished.run()
        finished.waitUntilExit()
        let abandoned = work.appendingPathComponent(".plot.png.flipbook-\(finished.processIdentifier)-9z.tmp")
        try Data([1]).write(to: abandoned)
        let result = try CLI("plot", "linear", "-o", work.appendingPathComponent("plot.png").path)
        #expect(result.status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: work.path).sorted() == ["plot.png"])
    }

    /// A 2 MiB tmpfs in a private mount namespace fills up a few frames in: exit 1, one line
    /// naming the frame and the reason, every frame on disk complete, no temporary file left.
    @Test func aFullDiskLeavesOnlyCompleteFrames() throws {
        try FileManager.default.createDirectory(at: work.appendingPathComponent("disk"), withIntermediateDirectories: true)
        let result = try CLI(shell: """
            exec unshare -rm sh -c 'mount -t tmpfs -o size=2m flipbook "$1" && "$0" render dashboard --out "$1"; status=$?; \
            ls -a "$1/dashboard" > "$1.list"; for f in "$1"/dashboard/frame-*.png; do cp "$f" "$1.copy.$(basename "$f")"; done; exit $status' \
            "$FLIPBOOK" '\(work.appendingPathComponent("disk").path)'
            """)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("flipbook: cannot write \(work.path)/disk/dashboard/frame-"))
        #expect(result.stderr.hasSuffix(".png: No space left on device\n"))
        #expect(result.stderr.filter { $0 == "\n" }.count == 1)
        let listed = try String(contentsOfFile: work.appendingPathComponent("disk.list").path, encoding: .utf8)
            .split(separator: "\n").filter { $0 != "." && $0 != ".." }
        #expect(!listed.isEmpty && !listed.contains { $0.hasSuffix(".tmp") })
        for name in listed {
            let copy = work.appendingPathComponent("disk.copy.\(name)").path
            #expect(try PNG.read(contentsOf: copy).width == 800, "\(name)")
        }
    }
}
