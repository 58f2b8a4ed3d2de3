import FlipbookDisplayList

extension GraphicsContext {
    /// Draws `line` of a text layout where the layout puts it (a ``TextRenderer`` draws with this).
    public func draw(_ line: Text.Layout.Line, options: Text.Layout.DrawingOptions = .init()) {
        record(line.source.drawing(of: line.box))
    }

    /// Draws `run` of a text layout where the layout puts it.
    public func draw(_ run: Text.Layout.Run, options: Text.Layout.DrawingOptions = .init()) {
        for item in run.source.drawings(of: run.clusters[...], on: run.line) { record(item) }
    }

    /// Draws the glyphs of `slice` where the layout puts them.
    public func draw(_ slice: Text.Layout.RunSlice, options: Text.Layout.DrawingOptions = .init()) {
        for item in slice.run.source.drawings(of: slice.clusters, on: slice.run.line) { record(item) }
    }

}
