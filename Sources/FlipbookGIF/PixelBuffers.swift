#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole-buffer operations on row-major frames of colour keys or indices, with the per-pixel
/// loops on unsafe buffers (no bounds or exclusivity checks in the inner loops).
enum PixelBuffers {
    /// The bounding box, inside `rect` of `stride`-wide frames, of the pixels where `a` and `b` differ.
    /// Equal rows are skipped with `memcmp`.
    static func difference(_ a: [UInt32], _ b: [UInt32], in rect: PixelRect, stride: Int) -> PixelRect? {
        a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                var top = rect.y
                var bottom = rect.maxY
                let rowBytes = rect.width * 4
                func rowDiffers(_ row: Int) -> Bool {
                    let offset = row * stride + rect.x
                    return memcmp(a.baseAddress! + offset, b.baseAddress! + offset, rowBytes) != 0
                }
                while top < bottom && !rowDiffers(top) { top += 1 }
                while bottom > top && !rowDiffers(bottom - 1) { bottom -= 1 }
                guard top < bottom else { return nil }
                let band = PixelRect(x: rect.x, y: top, width: rect.width, height: bottom - top)
                return band.boundingBox(stride: stride) { a[$0] != b[$0] }
            }
        }
    }

    /// The bounding box of the pixels inside `rect` that are transparent in `keys` but not in `canvas`.
    static func newlyTransparent(_ keys: [UInt32], over canvas: [UInt32], in rect: PixelRect, stride: Int) -> PixelRect? {
        keys.withUnsafeBufferPointer { keys in
            canvas.withUnsafeBufferPointer { canvas in
                rect.boundingBox(stride: stride) {
                    keys[$0] == PixelKeys.transparent && canvas[$0] != PixelKeys.transparent
                }
            }
        }
    }

    /// The part of a `stride`-wide buffer under `rect`.
    static func crop<Element>(_ buffer: [Element], _ rect: PixelRect, stride: Int) -> [Element] {
        buffer.withUnsafeBufferPointer { source in
            [Element](unsafeUninitializedCapacity: rect.area) { target, initialized in
                for row in 0..<rect.height {
                    let from = source.baseAddress! + (rect.y + row) * stride + rect.x
                    (target.baseAddress! + row * rect.width).initialize(from: from, count: rect.width)
                }
                initialized = rect.area
            }
        }
    }

    /// Copies rect-sized `patch` into `buffer` (`stride` wide) at `rect`.
    static func paste<Element>(_ patch: [Element], into buffer: inout [Element], at rect: PixelRect, stride: Int) {
        patch.withUnsafeBufferPointer { patch in
            buffer.withUnsafeMutableBufferPointer { buffer in
                for row in 0..<rect.height {
                    let to = buffer.baseAddress! + (rect.y + row) * stride + rect.x
                    to.update(from: patch.baseAddress! + row * rect.width, count: rect.width)
                }
            }
        }
    }

    /// Sets every element of `buffer` (`stride` wide) inside `rect` to `value`.
    static func fill<Element>(_ buffer: inout [Element], _ rect: PixelRect, stride: Int, with value: Element) {
        buffer.withUnsafeMutableBufferPointer { buffer in
            for row in 0..<rect.height {
                (buffer.baseAddress! + (rect.y + row) * stride + rect.x).update(repeating: value, count: rect.width)
            }
        }
    }
}
