/// How hard `PNGFrameEncoder` compresses.
public enum PNGCompression: String, Sendable, CaseIterable {
    /// ISA-L igzip level 1 over rows left unfiltered or Up-filtered, whichever has fewer byte
    /// changes from pixel to pixel: a few milliseconds for a 1080p frame (the default).
    case fast
    /// zlib level 9, once over rows filtered as in `fast` and once over rows filtered None, Sub
    /// or Up by libpng's least-sum heuristic, keeping the smaller: for archival frames (goldens),
    /// about a third smaller than `fast` and tens of times slower.
    case small
}
