/// Per-pixel CIEDE2000 test used by `perceptualDiff`.
enum PerceptualMetric {
    /// nil when ΔE₀₀ of the two pixels is at most `deltaE`; otherwise whether `p2` is darker.
    static func exceeds(_ p1: UInt32, _ p2: UInt32, deltaE: Double) -> Bool? {
        if p1.alpha == 255 && p2.alpha == 255 {
            let lab1 = lab(p1, over: 0), lab2 = lab(p2, over: 0)
            return lab1.deltaE2000(to: lab2) > deltaE ? lab2.l < lab1.l : nil
        }
        let white1 = lab(p1, over: 255), white2 = lab(p2, over: 255)
        let black1 = lab(p1, over: 0), black2 = lab(p2, over: 0)
        let worst = max(white1.deltaE2000(to: white2), black1.deltaE2000(to: black2))
        return worst > deltaE ? white2.l < white1.l : nil
    }

    /// The pixel composited over the grey level `background` and converted to CIELAB.
    private static func lab(_ pixel: UInt32, over background: Double) -> CIELab {
        let a = pixel.alpha / 255
        return CIELab(
            sRGBRed: pixel.red * a + background * (1 - a),
            green: pixel.green * a + background * (1 - a),
            blue: pixel.blue * a + background * (1 - a))
    }
}
