import ArgumentParser
import FlipbookImage

/// `--png fast|small`.
extension PNGCompression: ExpressibleByArgument {}
