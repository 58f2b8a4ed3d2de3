/// A frame waiting to be written: held back so that identical successors can lengthen its
/// delay and a successor that needs pixels cleared can set its disposal to "background".
struct PendingFrame {
    /// Where the image goes.
    var rect: PixelRect
    /// Canvas colour keys under the rectangle before this frame (rect-sized, row-major).
    var base: [UInt32]
    /// Colour keys the rectangle shows after this frame.
    var target: [UInt32]
    /// Palette indices of `target` in `palette`.
    var indices: [UInt8]
    /// The table the indices refer to.
    var palette: GIFPalette
    /// True when the table is written as a local table.
    var isLocal: Bool
    /// Display time in centiseconds (may exceed one frame's 16-bit limit; see `FrameEncoder`).
    var delay: Int
    /// giflib disposal mode: `DISPOSE_DO_NOT` unless a later frame needs clearing.
    var disposal: Int32

    /// The same frame grown to `larger` (which contains `rect`); new pixels show `canvas`
    /// (a `stride`-wide frame) unchanged.
    func expanded(to larger: PixelRect, canvas: [UInt32], stride: Int) -> PendingFrame {
        var grown = self
        grown.rect = larger
        grown.base = []
        grown.target = []
        grown.indices = []
        let transparent = UInt8(palette.transparentIndex ?? 0)
        for row in larger.y..<larger.maxY {
            for column in larger.x..<larger.maxX {
                let inside = row >= rect.y && row < rect.maxY && column >= rect.x && column < rect.maxX
                if inside {
                    let i = (row - rect.y) * rect.width + column - rect.x
                    grown.base.append(base[i])
                    grown.target.append(target[i])
                    grown.indices.append(indices[i])
                } else {
                    grown.base.append(canvas[row * stride + column])
                    grown.target.append(canvas[row * stride + column])
                    grown.indices.append(transparent)
                }
            }
        }
        return grown
    }

    /// The image bytes: changed pixels get their index, unchanged ones the transparent index
    /// (when the palette has one); also tells whether the transparent index is used.
    /// (Repeating an unchanged pixel's own index where that extends a run was measured too:
    /// giflib's output grew by about 7 % on UI animations, so unchanged pixels are always transparent.)
    func pixels() -> (pixels: [UInt8], usesTransparency: Bool) {
        guard let transparentIndex = palette.transparentIndex else { return (indices, false) }
        let transparent = UInt8(transparentIndex)
        var usesTransparency = false
        let pixels = [UInt8](unsafeUninitializedCapacity: indices.count) { pixels, initialized in
            indices.withUnsafeBufferPointer { indices in
                target.withUnsafeBufferPointer { target in
                    base.withUnsafeBufferPointer { base in
                        for i in 0..<indices.count {
                            let unchanged = target[i] == base[i]
                            pixels[i] = unchanged ? transparent : indices[i]
                            usesTransparency = usesTransparency || unchanged || indices[i] == transparent
                        }
                    }
                }
            }
            initialized = indices.count
        }
        return (pixels, usesTransparency)
    }
}
