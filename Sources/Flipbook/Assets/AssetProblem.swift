/// Why an asset of a catalogue cannot be used: one line naming the file and the fix.
struct AssetProblem: Error, Hashable, Sendable {
    let message: String
}
