#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A CIE 1976 L*a*b* colour (D65 white point).
public struct CIELab: Sendable, Equatable {
    public var l: Double
    public var a: Double
    public var b: Double

    public init(l: Double, a: Double, b: Double) {
        self.l = l
        self.a = a
        self.b = b
    }

    /// Converts 8-bit-scale sRGB channel values (0...255, fractions allowed) with the sRGB
    /// transfer curve, the sRGB→XYZ matrix and the D65 white (0.95047, 1, 1.08883).
    public init(sRGBRed red: Double, green: Double, blue: Double) {
        let r = Self.linear(red), g = Self.linear(green), b = Self.linear(blue)
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        let fx = Self.f(x), fy = Self.f(y), fz = Self.f(z)
        self.init(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    /// Linear-light value of all 256 integer sRGB levels.
    private static let linearTable: [Double] = (0...255).map { decode(Double($0)) }

    private static func linear(_ value: Double) -> Double {
        if let level = Int(exactly: value), (0...255).contains(level) { return linearTable[level] }
        return decode(value)
    }

    private static func decode(_ value: Double) -> Double {
        let c = value / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    private static func f(_ t: Double) -> Double {
        let epsilon = 216.0 / 24389.0  // (6/29)³
        return t > epsilon ? cbrt(t) : t * (24389.0 / 27.0 / 116.0) + 16.0 / 116.0
    }

    /// CIEDE2000 colour difference ΔE₀₀ to `other` (Sharma, Wu & Dalal 2005, kL = kC = kH = 1).
    /// About 2.3 is a just-noticeable difference.
    public func deltaE2000(to other: CIELab) -> Double {
        let pow25to7 = 6_103_515_625.0  // 25⁷
        let c1 = (a * a + b * b).squareRoot(), c2 = (other.a * other.a + other.b * other.b).squareRoot()
        let meanC7 = pow((c1 + c2) / 2, 7)
        let g = 0.5 * (1 - (meanC7 / (meanC7 + pow25to7)).squareRoot())
        let a1 = (1 + g) * a, a2 = (1 + g) * other.a
        let cp1 = (a1 * a1 + b * b).squareRoot(), cp2 = (a2 * a2 + other.b * other.b).squareRoot()
        let hp1 = Self.hueDegrees(b, a1), hp2 = Self.hueDegrees(other.b, a2)

        let deltaL = other.l - l
        let deltaC = cp2 - cp1
        var deltaHue = 0.0
        if cp1 * cp2 != 0 {
            deltaHue = hp2 - hp1
            if deltaHue > 180 { deltaHue -= 360 } else if deltaHue < -180 { deltaHue += 360 }
        }
        let deltaH = 2 * (cp1 * cp2).squareRoot() * sin(Self.radians(deltaHue / 2))

        let meanL = (l + other.l) / 2
        let meanCp = (cp1 + cp2) / 2
        var meanHue = hp1 + hp2
        if cp1 * cp2 != 0 {
            if abs(hp1 - hp2) <= 180 {
                meanHue /= 2
            } else {
                meanHue = meanHue < 360 ? (meanHue + 360) / 2 : (meanHue - 360) / 2
            }
        }
        let t = 1 - 0.17 * cos(Self.radians(meanHue - 30)) + 0.24 * cos(Self.radians(2 * meanHue))
            + 0.32 * cos(Self.radians(3 * meanHue + 6)) - 0.20 * cos(Self.radians(4 * meanHue - 63))
        let deltaTheta = 30 * exp(-pow((meanHue - 275) / 25, 2))
        let meanCp7 = pow(meanCp, 7)
        let rc = 2 * (meanCp7 / (meanCp7 + pow25to7)).squareRoot()
        let lOffset = (meanL - 50) * (meanL - 50)
        let sl = 1 + 0.015 * lOffset / (20 + lOffset).squareRoot()
        let sc = 1 + 0.045 * meanCp
        let sh = 1 + 0.015 * meanCp * t
        let rt = -sin(Self.radians(2 * deltaTheta)) * rc
        let lTerm = deltaL / sl, cTerm = deltaC / sc, hTerm = deltaH / sh
        return (lTerm * lTerm + cTerm * cTerm + hTerm * hTerm + rt * cTerm * hTerm).squareRoot()
    }

    private static func hueDegrees(_ y: Double, _ x: Double) -> Double {
        if x == 0 && y == 0 { return 0 }
        let degrees = atan2(y, x) * 180 / Double.pi
        return degrees < 0 ? degrees + 360 : degrees
    }

    private static func radians(_ degrees: Double) -> Double { degrees * Double.pi / 180 }
}
