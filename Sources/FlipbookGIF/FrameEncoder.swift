import CGIF
import FlipbookImage

/// The engine behind `GIFWriter`: keeps the canvas a decoder would show, finds each frame's
/// changed rectangle, maps it to palette indices and hands finished frames to giflib.
///
/// Invariant between frames: `canvas[i] == 0` exactly where the last frame's key is 0
/// (transparent), so only pixels of the changed source rectangle can need clearing.
final class FrameEncoder {
    private let path: String
    private let width: Int
    private let height: Int
    private let options: GIFOptions
    private let file: OutputFile
    private let stream: GIFStream
    private var globalMapper: ColorMapper?
    private var previousKeys: [UInt32] = []
    private var canvas: [UInt32]
    private var pending: PendingFrame?
    private var failure: GIFError?
    private var stats: GIFStats

    init(path: String, width: Int, height: Int, palette: GIFPalette?, options: GIFOptions) throws(GIFError) {
        guard (1...0xFFFF).contains(width), (1...0xFFFF).contains(height) else {
            throw GIFError(path: path, reason: .invalidArgument("a GIF must be 1...65535 pixels wide and high, not \(width)×\(height)"))
        }
        try options.validate(path: path)
        switch (options.palette, palette) {
        case (.local, .some):
            throw GIFError(path: path, reason: .invalidArgument("a global palette was given, but the palette mode is .local"))
        case (.automatic, nil), (.global, nil):
            throw GIFError(path: path, reason: .invalidArgument(
                "palette mode \(options.palette) needs a global palette (GIFPalette(frames:)), or use .local"))
        default:
            break
        }
        self.path = path
        self.width = width
        self.height = height
        self.options = options
        file = try OutputFile(path: path)
        stream = try GIFStream(path: path, width: width, height: height, globalTable: palette?.tableColors,
                               loopCount: options.loopCount)
        globalMapper = palette.map(ColorMapper.init)
        canvas = [UInt32](repeating: PixelKeys.transparent, count: width * height)
        stats = GIFStats(inputFrames: 0, storedFrames: 0, localTables: 0, globalColors: palette?.colors.count ?? 0,
                         exactPalette: palette?.isExact ?? true, centiseconds: 0, bytes: 0)
    }

    /// Adds a frame shown for `delay` centiseconds.
    func add(_ frame: RGBAImage, delay: Int) throws(GIFError) {
        if let failure { throw failure }
        guard frame.width == width, frame.height == height else {
            throw GIFError(path: path, reason: .sizeMismatch(
                frame: stats.inputFrames, width: frame.width, height: frame.height, expectedWidth: width, expectedHeight: height))
        }
        guard delay >= GIFTiming.minimumDelay else {
            throw GIFError(path: path, reason: .invalidArgument(
                "frame \(stats.inputFrames) has a delay of \(delay) cs; GIF frames need at least \(GIFTiming.minimumDelay) cs "
                    + "(browsers play shorter ones as 10 cs)"))
        }
        do {
            let (keys, hasTransparency) = PixelKeys.keys(of: frame)
            try encode(keys, hasTransparency: hasTransparency, delay: delay)
        } catch {
            failure = error
            throw error
        }
    }

    /// Writes the last frame and the trailer, then renames the file into place.
    func finish() throws(GIFError) -> GIFStats {
        if let failure { throw failure }
        guard let last = pending else { throw GIFError(path: path, reason: .noFrames) }
        do {
            try write(last)
            try stream.close()
            try stream.sink.drain(to: file, threshold: 0)
            try file.commit()
        } catch {
            failure = error
            throw error
        }
        stats.bytes = stream.sink.total
        return stats
    }

    private func encode(_ keys: [UInt32], hasTransparency: Bool, delay: Int) throws(GIFError) {
        defer {
            previousKeys = keys
            stats.inputFrames += 1
            stats.centiseconds += delay
        }
        let full = PixelRect(x: 0, y: 0, width: width, height: height)
        let sourceChange = pending == nil
            ? full : PixelBuffers.difference(keys, previousKeys, in: full, stride: width)
        guard var area = sourceChange else {
            pending?.delay += delay
            return
        }
        var cleared: PixelRect?
        if hasTransparency, var waiting = pending,
            let clear = PixelBuffers.newlyTransparent(keys, over: canvas, in: area, stride: width)
        {
            // Pixels turn transparent: the previous frame grows over them and is disposed to background.
            let grown = waiting.rect.union(clear)
            waiting = waiting.expanded(to: grown, canvas: canvas, stride: width)
            waiting.disposal = Int32(DISPOSE_BACKGROUND)
            pending = waiting
            PixelBuffers.fill(&canvas, grown, stride: width, with: PixelKeys.transparent)
            area = area.union(grown)
            cleared = grown
        }
        var mapper = try mapper(for: keys, in: area, hasTransparency: hasTransparency)
        let (indices, shown) = mapper.map(keys, in: area, stride: width, dithering: options.dithering)
        if !mapper.palette.isExact { stats.exactPalette = false }
        if options.palette != .local { globalMapper = mapper }
        let base = PixelBuffers.crop(canvas, area, stride: width)
        let local = PixelRect(x: 0, y: 0, width: area.width, height: area.height)
        let changed = pending == nil ? local : PixelBuffers.difference(shown, base, in: local, stride: area.width)
        guard let rect = changed ?? cleared.map({ PixelRect(x: $0.x - area.x, y: $0.y - area.y, width: 1, height: 1) }) else {
            pending?.delay += delay
            return
        }
        let next = PendingFrame(
            rect: PixelRect(x: area.x + rect.x, y: area.y + rect.y, width: rect.width, height: rect.height),
            base: PixelBuffers.crop(base, rect, stride: area.width), target: PixelBuffers.crop(shown, rect, stride: area.width),
            indices: PixelBuffers.crop(indices, rect, stride: area.width), palette: mapper.palette,
            isLocal: options.palette == .local, delay: delay, disposal: Int32(DISPOSE_DO_NOT))
        if let waiting = pending { try write(waiting) }
        PixelBuffers.paste(next.target, into: &canvas, at: next.rect, stride: width)
        pending = next
    }

    /// The global mapper, or in `.local` mode a mapper for a palette built from `area`.
    private func mapper(for keys: [UInt32], in area: PixelRect, hasTransparency: Bool) throws(GIFError) -> ColorMapper {
        if let globalMapper = takeGlobalMapper() {
            if globalMapper.palette.transparentIndex == nil && hasTransparency {
                throw GIFError(path: path, reason: .invalidArgument(
                    "frame \(stats.inputFrames) has transparent pixels, but the palette has no free entry for transparency"))
            }
            return globalMapper
        }
        var histogram = ColorHistogram()
        histogram.add(keys, in: area, stride: width)
        return ColorMapper(palette: GIFPalette(localHistogram: histogram))
    }

    /// Moves the global mapper out (so updating its cache does not copy it); `encode` puts it back.
    private func takeGlobalMapper() -> ColorMapper? {
        defer { globalMapper = nil }
        return globalMapper
    }

    /// Writes `frame`, split into several images when its delay exceeds the 16-bit limit.
    private func write(_ frame: PendingFrame) throws(GIFError) {
        var image = frame
        var remaining = frame.delay
        while remaining > 0 {
            let delay = remaining <= GIFTiming.maximumDelay
                ? remaining : min(GIFTiming.maximumDelay, remaining - GIFTiming.minimumDelay)
            remaining -= delay
            try writeImage(image, delay: delay, disposal: remaining > 0 ? Int32(DISPOSE_DO_NOT) : frame.disposal)
            image.base = image.target
        }
        try stream.sink.drain(to: file)
    }

    /// Writes one control extension and image. In `.automatic` mode, when a local table of just
    /// the entries used could pay for itself (see `LocalTable`), that variant is encoded too and
    /// the smaller output kept.
    private func writeImage(_ frame: PendingFrame, delay: Int, disposal: Int32) throws(GIFError) {
        let sink = stream.sink
        let mark = sink.total
        var (pixels, usesTransparency) = frame.pixels()
        let transparentIndex = usesTransparency ? frame.palette.transparentIndex : nil
        try stream.putControl(delay: delay, disposal: disposal, transparentIndex: transparentIndex)
        try stream.putImage(frame.rect, localTable: frame.isLocal ? frame.palette.tableColors : nil, pixels: &pixels)
        stats.storedFrames += 1
        if frame.isLocal { stats.localTables += 1 }
        let size = sink.total - mark
        guard options.palette == .automatic,
            var subset = LocalTable(pixels: pixels, palette: frame.palette, transparentIndex: transparentIndex,
                                    encodedBytes: size)
        else { return }
        let first = Array(sink.bytes(since: mark))
        sink.truncate(to: mark)
        try stream.putControl(delay: delay, disposal: disposal, transparentIndex: subset.transparentIndex)
        try stream.putImage(frame.rect, localTable: subset.colors, pixels: &subset.pixels)
        if sink.total - mark < size {
            stats.localTables += 1
        } else {
            sink.truncate(to: mark)
            sink.append(first[...])
        }
    }
}
