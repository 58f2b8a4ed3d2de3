extension PNG {
    /// Writes PNG bytes made by `PNGFrameEncoder` to `path` atomically, as `write(_:to:options:)`
    /// does: a temporary file in the same folder renamed over `path`, nothing left on failure.
    public static func write(encoded bytes: [UInt8], to path: String) throws(ImageError) {
        do {
            try FileIO.writeAtomically(bytes, to: path)
        } catch {
            throw ImageError(.write, path: path, reason: error.reason)
        }
    }
}
