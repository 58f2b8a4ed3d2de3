import Testing
@testable import Flipbook

/// The 13-inch iPads by Xcode's names: their screens in points, scale and safe area.
@Suite struct PreviewDeviceTests {
    @Test func theThirteenInchIPadsHaveTheirScreens() throws {
        let m4 = try #require(DeviceScreen.named("iPad Pro 13-inch (M4)"))
        #expect(m4.oriented(.portrait).size == CGSize(width: 1032, height: 1376))
        #expect(m4.scale == 2)
        #expect(m4.oriented(.portrait).insets == EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0))
        let air = try #require(DeviceScreen.named("iPad Air 13-inch (M2)"))
        #expect(air.oriented(.landscapeLeft).size == CGSize(width: 1366, height: 1024))
        #expect(DeviceScreen.named("iPad Pro (12.9-inch) (6th generation)") == air)
    }
}
