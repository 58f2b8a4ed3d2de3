import Testing
import FlipbookGIF

@Suite struct GIFTimingTests {
    @Test func representableRates() {
        #expect(GIFTiming.representableFPS == [1, 2, 4, 5, 10, 20, 25, 50])
        #expect(GIFTiming.defaultFPS == 50)
        #expect(GIFTiming.isRepresentable(fps: 60) == false)
        #expect(GIFTiming.isRepresentable(fps: 100) == false)
        #expect(GIFTiming.isRepresentable(fps: 0) == false)
    }

    @Test func delays() throws {
        #expect(try GIFTiming.delay(fps: 50) == 2)
        #expect(try GIFTiming.delay(fps: 25) == 4)
        #expect(try GIFTiming.delay(fps: 20) == 5)
        #expect(try GIFTiming.delay(fps: 1) == 100)
    }

    @Test func rejectsSixtyFPSNamingTheNearestRate() {
        #expect(throws: GIFError(path: nil, reason: .invalidArgument(
            "60 fps cannot be stored exactly in a GIF (delays are whole centiseconds, at least 2); nearest exact rates: 50 fps (2 cs)"))) {
            try GIFTiming.delay(fps: 60)
        }
        #expect(throws: GIFError(path: nil, reason: .invalidArgument(
            "30 fps cannot be stored exactly in a GIF (delays are whole centiseconds, at least 2); nearest exact rates: 25 fps (4 cs) or 50 fps (2 cs)"))) {
            try GIFTiming.delay(fps: 30)
        }
    }

    @Test func evenSchedule() throws {
        let schedule = try GIFTiming.schedule(seconds: 2.4)
        #expect(schedule.frameCount == 120)
        #expect(schedule.delays == Array(repeating: 2, count: 120))
        #expect(schedule.centiseconds == 240)
        #expect(Array(schedule.startTimes.prefix(3)) == [0, 0.02, 0.04])
    }

    @Test func remainderIsSpreadSoTheTotalIsExact() throws {
        let schedule = try GIFTiming.schedule(centiseconds: 203, fps: 50)
        #expect(schedule.frameCount == 101)
        #expect(schedule.centiseconds == 203)
        #expect(schedule.delays.filter { $0 == 3 }.count == 1)
        #expect(schedule.delays.filter { $0 == 2 }.count == 100)

        let quarter = try GIFTiming.schedule(centiseconds: 10, fps: 25)
        #expect(quarter.delays == [5, 5])
        #expect(quarter.startTimes == [0, 0.05])

        let spread = try GIFTiming.schedule(centiseconds: 23, fps: 20)
        #expect(spread.delays == [5, 6, 6, 6])
    }

    @Test func rejectsTooShortDurations() {
        #expect(throws: GIFError(path: nil, reason: .invalidArgument("a GIF cannot last 1 cs (the shortest frame is 2 cs)"))) {
            try GIFTiming.schedule(centiseconds: 1)
        }
    }
}
