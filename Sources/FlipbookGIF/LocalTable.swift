/// A local colour table holding only the global entries one image uses, with the image's
/// pixels renumbered; worth trying when it needs fewer index bits than the global table.
struct LocalTable {
    /// The table's colours; the transparent entry, if used, follows them.
    let colors: [GIFColor]
    /// The renumbered transparent index, if the image uses transparency.
    let transparentIndex: Int?
    /// The image's pixels in the new numbering.
    var pixels: [UInt8]

    /// Nil when the used entries would not fit a smaller table than `palette.tableSize`, or
    /// when the table's bytes exceed what narrower codes could save at best: the image took
    /// `encodedBytes` with the global table, whose LZW codes start one bit wider than its index
    /// bits, so it has at most `encodedBytes × 8 / codeBits` codes, and each gets one bit
    /// shorter per halving of the table.
    init?(pixels source: [UInt8], palette: GIFPalette, transparentIndex: Int?, encodedBytes: Int) {
        var used = [Bool](repeating: false, count: 256)
        for pixel in source { used[Int(pixel)] = true }
        let usedColors = palette.colors.indices.filter { used[$0] }
        let entries = usedColors.count + (transparentIndex == nil ? 0 : 1)
        let size = GIFPalette.tableSize(for: entries)
        let savedBits = palette.tableSize.trailingZeroBitCount - size.trailingZeroBitCount
        let codeBits = max(3, palette.tableSize.trailingZeroBitCount + 1)
        guard savedBits > 0, encodedBytes * savedBits / codeBits > size * 3 else { return nil }
        var renumber = [UInt8](repeating: 0, count: 256)
        for (new, old) in usedColors.enumerated() { renumber[old] = UInt8(new) }
        if let transparentIndex { renumber[transparentIndex] = UInt8(usedColors.count) }
        colors = usedColors.map { palette.colors[$0] } + (transparentIndex == nil ? [] : [GIFColor(red: 0, green: 0, blue: 0)])
        self.transparentIndex = transparentIndex == nil ? nil : usedColors.count
        pixels = source.map { renumber[Int($0)] }
    }
}
