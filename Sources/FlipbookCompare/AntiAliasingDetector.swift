/// pixelmatch's anti-aliasing test, after V. Vyšniauskas, "Anti-aliased Pixel and Intensity
/// Slope Detector" (2009).
struct AntiAliasingDetector {
    let first: PixelWords
    let second: PixelWords
    let checkerboard: Bool

    /// True when the pixel at (x, y) looks like anti-aliasing in either image.
    @inline(__always)
    func isAntiAliased(x: Int, y: Int) -> Bool {
        isAntiAliased(x: x, y: y, in: first) || isAntiAliased(x: x, y: y, in: second)
    }

    /// Within `image`, the pixel must have both a darker and a brighter neighbour, at most two
    /// neighbours equal to it (counting the image border as one), and the darkest or the
    /// brightest neighbour must sit in a flat area (3+ identical neighbours) in both images.
    private func isAntiAliased(x x1: Int, y y1: Int, in image: PixelWords) -> Bool {
        let width = image.width
        let x0 = max(x1 &- 1, 0), x2 = min(x1 &+ 1, width &- 1)
        let y0 = max(y1 &- 1, 0), y2 = min(y1 &+ 1, image.height &- 1)
        let centre = y1 &* width &+ x1
        let centrePixel = image[centre]
        let brightness = Brightness(of: centrePixel, byteOffset: centre &<< 2, checkerboard: checkerboard)
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        var darkest = 0.0, brightest = 0.0
        var darkestX = 0, darkestY = 0, brightestX = 0, brightestY = 0

        // x outer, y inner: the visiting order decides ties, as in pixelmatch.
        var x = x0
        while x <= x2 {
            var index = y0 &* width &+ x
            for y in y0...y2 {
                defer { index &+= width }
                let pixel = image[index]
                if pixel == centrePixel {
                    guard x != x1 || y != y1 else { continue }
                    zeroes &+= 1
                    if zeroes > 2 { return false }
                    continue
                }
                let delta = brightness.delta(to: pixel)
                if delta == 0 {
                    zeroes &+= 1
                    if zeroes > 2 { return false }
                } else if delta < darkest {
                    darkest = delta
                    darkestX = x
                    darkestY = y
                } else if delta > brightest {
                    brightest = delta
                    brightestX = x
                    brightestY = y
                }
            }
            x &+= 1
        }
        if darkest == 0 || brightest == 0 { return false }
        return (hasManySiblings(first, x: darkestX, y: darkestY) && hasManySiblings(second, x: darkestX, y: darkestY))
            || (hasManySiblings(first, x: brightestX, y: brightestY)
                && hasManySiblings(second, x: brightestX, y: brightestY))
    }

    /// True when the pixel has at least three neighbours of exactly its RGBA value (the image
    /// border counts as one).
    private func hasManySiblings(_ image: PixelWords, x x1: Int, y y1: Int) -> Bool {
        let width = image.width
        let x0 = max(x1 &- 1, 0), x2 = min(x1 &+ 1, width &- 1)
        let y0 = max(y1 &- 1, 0), y2 = min(y1 &+ 1, image.height &- 1)
        let index = y1 &* width &+ x1
        let value = image[index]
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        var y = y0
        while y <= y2 {
            var neighbour = y &* width &+ x0
            let end = y &* width &+ x2
            while neighbour <= end {
                if neighbour != index && image[neighbour] == value {
                    zeroes &+= 1
                    if zeroes > 2 { return true }
                }
                neighbour &+= 1
            }
            y &+= 1
        }
        return false
    }

    /// `YIQ.brightnessDelta` from one centre pixel, with the centre's channels converted once.
    private struct Brightness {
        let centre: UInt32
        let red: Double, green: Double, blue: Double
        let opaque: Bool
        let byteOffset: Int
        let checkerboard: Bool

        @inline(__always)
        init(of centre: UInt32, byteOffset: Int, checkerboard: Bool) {
            self.centre = centre
            (red, green, blue) = (centre.red, centre.green, centre.blue)
            opaque = centre >> 24 == 0xFF
            self.byteOffset = byteOffset
            self.checkerboard = checkerboard
        }

        /// The centre's brightness minus `pixel`'s (a different pixel).
        @inline(__always)
        func delta(to pixel: UInt32) -> Double {
            guard opaque, pixel >> 24 == 0xFF else { return translucentDelta(to: pixel) }
            return YIQ.brightness(red - pixel.red, green - pixel.green, blue - pixel.blue)
        }

        /// Out of line, so that the checkerboard's arithmetic stays off the opaque path.
        @inline(never)
        private func translucentDelta(to pixel: UInt32) -> Double {
            YIQ.brightnessDelta(centre, pixel, byteOffset: byteOffset, checkerboard: checkerboard)
        }
    }
}
