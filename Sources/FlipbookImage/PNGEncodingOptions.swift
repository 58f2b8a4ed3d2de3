import PNGShim

/// How `PNG.encode` compresses: zlib level and the set of PNG row filters libpng may choose from.
public struct PNGEncodingOptions: Sendable, Equatable {
    /// A set of PNG row filters (libpng's `PNG_FILTER_*` bits).
    public struct Filters: OptionSet, Sendable, Hashable {
        public let rawValue: Int32
        public init(rawValue: Int32) { self.rawValue = rawValue }

        /// No filtering.
        public static let none = Filters(rawValue: Int32(PNGSHIM_FILTER_NONE))
        /// Difference to the pixel on the left.
        public static let sub = Filters(rawValue: Int32(PNGSHIM_FILTER_SUB))
        /// Difference to the pixel above.
        public static let up = Filters(rawValue: Int32(PNGSHIM_FILTER_UP))
        /// Difference to the average of left and above.
        public static let average = Filters(rawValue: Int32(PNGSHIM_FILTER_AVG))
        /// Paeth predictor.
        public static let paeth = Filters(rawValue: Int32(PNGSHIM_FILTER_PAETH))
        /// All five filters: libpng picks one per row (its default adaptive heuristic).
        public static let all: Filters = [.none, .sub, .up, .average, .paeth]
    }

    /// zlib compression level, 0 (store) ... 9 (smallest).
    public var compressionLevel: Int
    /// Row filters libpng may use; must not be empty.
    public var filters: Filters

    /// Creates options with the given zlib level (0...9) and filters.
    public init(compressionLevel: Int, filters: Filters) {
        self.compressionLevel = compressionLevel
        self.filters = filters
    }

    /// zlib level 1 with the UP filter only: about 2× faster than libpng's defaults at a
    /// similar size (the default for frames).
    public static let fast = PNGEncodingOptions(compressionLevel: 1, filters: .up)
    /// zlib level 6 with adaptive filtering: libpng's and cairo's defaults.
    public static let standard = PNGEncodingOptions(compressionLevel: 6, filters: .all)
}
