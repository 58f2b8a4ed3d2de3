/// The names among `known` that look like a mistyped `name`: the same but for case, one inside
/// the other, or within a few edits (a third of the longer name's length, at least 2) — closest first.
enum CloseMatches {
    static func of(_ name: String, in known: [String]) -> [String] {
        let wanted = Array(name.lowercased())
        var scored: [(distance: Int, name: String)] = []
        for candidate in Set(known).sorted() {
            let lower = candidate.lowercased()
            let distance = editDistance(wanted, Array(lower))
            let limit = max(2, max(wanted.count, lower.count) / 3)
            let contains = !wanted.isEmpty && !lower.isEmpty && (lower.contains(String(wanted)) || String(wanted).contains(lower))
            if distance <= limit || contains { scored.append((distance, candidate)) }
        }
        return scored.sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }.map(\.name)
    }

    /// Levenshtein distance: insertions, deletions and substitutions of characters.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        var row = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var previous = row[0]
            row[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let substitution = previous + (a[i - 1] == b[j - 1] ? 0 : 1)
                previous = row[j]
                row[j] = min(substitution, row[j] + 1, row[j - 1] + 1)
            }
        }
        return row[b.count]
    }
}
