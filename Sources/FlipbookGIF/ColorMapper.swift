/// Maps colour keys to palette indices: nearest colour in Oklab, remembered per key in a hash
/// table so each distinct colour is searched once. Dithering matches in sRGB instead, the space
/// its error is diffused in (mixing the two lets the error grow unchecked).
struct ColorMapper {
    let palette: GIFPalette
    /// The key of every palette index (the transparent entry's key is 0).
    let paletteKeys: [UInt32]
    private let search: NearestColorSearch
    private var cache: ColorTable
    private let rgbSearch: NearestColorSearch
    private var rgbCache = ColorTable()
    /// The largest error, per channel, one pixel passes on: where the palette cannot reach a
    /// colour at all (outside its gamut) unbounded diffusion would smear streaks across the image.
    static let errorLimit: Float = 24

    init(palette: GIFPalette) {
        self.palette = palette
        paletteKeys = palette.colors.map(PixelKeys.key) + (palette.transparentIndex == nil ? [] : [PixelKeys.transparent])
        search = NearestColorSearch(points: palette.colors.map { Oklab.lab(PixelKeys.key($0)) })
        cache = ColorTable(expected: palette.colors.count * 4)
        rgbSearch = NearestColorSearch(points: palette.colors.map { SIMD3(Float($0.red), Float($0.green), Float($0.blue)) })
    }

    /// The index of the palette colour nearest to an opaque key in sRGB.
    private mutating func rgbIndex(for key: UInt32) -> Int {
        if let cached = rgbCache.value(for: key) { return cached }
        let index = rgbSearch.nearest(to: SIMD3(Float(key & 0xFF), Float(key >> 8 & 0xFF), Float(key >> 16 & 0xFF)))
        rgbCache.set(index, for: key)
        return index
    }

    /// The index for `key`: the transparent entry for key 0, else the nearest colour.
    /// The caller ensures the palette has a transparent entry before mapping key 0.
    mutating func index(for key: UInt32) -> Int {
        if let cached = cache.value(for: key) { return cached }
        let index = key == PixelKeys.transparent ? palette.transparentIndex! : search.nearest(to: Oklab.lab(key))
        cache.set(index, for: key)
        return index
    }

    /// Maps the keys inside `rect` of a `stride`-wide frame; returns rect-sized, row-major
    /// palette indices and the colour keys they display. With `dithering`, Floyd–Steinberg
    /// error diffusion runs inside the rectangle (transparent pixels neither take nor pass error).
    mutating func map(_ keys: [UInt32], in rect: PixelRect, stride: Int, dithering: Bool) -> (indices: [UInt8], shown: [UInt32]) {
        var indices = [UInt8](repeating: 0, count: rect.area)
        var shown = [UInt32](repeating: 0, count: rect.area)
        if dithering && !palette.isExact {
            diffuse(keys, in: rect, stride: stride, indices: &indices, shown: &shown)
            return (indices, shown)
        }
        keys.withUnsafeBufferPointer { keys in
            var lastKey = PixelKeys.transparent &+ 1
            var lastIndex = 0
            var out = 0
            for row in rect.y..<rect.maxY {
                let start = row * stride + rect.x
                for i in start..<(start + rect.width) {
                    let key = keys[i]
                    if key != lastKey {
                        lastKey = key
                        lastIndex = index(for: key)
                    }
                    indices[out] = UInt8(truncatingIfNeeded: lastIndex)
                    shown[out] = paletteKeys[lastIndex]
                    out += 1
                }
            }
        }
        return (indices, shown)
    }

    private mutating func diffuse(_ keys: [UInt32], in rect: PixelRect, stride: Int, indices: inout [UInt8], shown: inout [UInt32]) {
        var current = [SIMD3<Float>](repeating: .zero, count: rect.width + 2)
        var next = current
        for row in 0..<rect.height {
            for column in 0..<rect.width {
                let key = keys[(rect.y + row) * stride + rect.x + column]
                let out = row * rect.width + column
                guard key != PixelKeys.transparent else {
                    let index = self.index(for: key)
                    indices[out] = UInt8(index)
                    shown[out] = paletteKeys[index]
                    continue
                }
                let source = SIMD3<Float>(Float(key & 0xFF), Float(key >> 8 & 0xFF), Float(key >> 16 & 0xFF))
                let wanted = (source + current[column + 1]).clamped(lowerBound: .zero, upperBound: SIMD3(repeating: 255))
                let rounded = wanted.rounded(.toNearestOrAwayFromZero)
                let index = rgbIndex(for: UInt32(rounded.x) | UInt32(rounded.y) << 8 | UInt32(rounded.z) << 16 | 0xFF00_0000)
                indices[out] = UInt8(index)
                shown[out] = paletteKeys[index]
                let color = palette.colors[index]
                let error = (wanted - SIMD3(Float(color.red), Float(color.green), Float(color.blue)))
                    .clamped(lowerBound: SIMD3(repeating: -Self.errorLimit), upperBound: SIMD3(repeating: Self.errorLimit))
                current[column + 2] += error * (7 / 16)
                next[column] += error * (3 / 16)
                next[column + 1] += error * (5 / 16)
                next[column + 2] += error * (1 / 16)
            }
            swap(&current, &next)
            for i in next.indices { next[i] = .zero }
        }
    }
}
