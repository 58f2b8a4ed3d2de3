/// Levenshtein distance: the fewest insertions, deletions and substitutions that turn one
/// sequence into the other (used to suggest the scene a mistyped name meant).
enum EditDistance {
    static func between<Element: Equatable>(_ a: [Element], _ b: [Element]) -> Int {
        guard !a.isEmpty else { return b.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
