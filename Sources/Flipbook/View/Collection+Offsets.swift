extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets` (the `IndexSet` an `onDelete` action is given).
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection {
    /// Moves the elements at `source` to just before the element at `destination` (an offset in
    /// the collection before the move), keeping their order (what an `onMove` action does).
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let moving = source.map { self[index(startIndex, offsetBy: $0)] }
        let staying = enumerated().filter { !source.contains($0.offset) }.map(\.element)
        let insertion = source.count(in: 0..<destination)
        let reordered = Array(staying[..<(destination - insertion)]) + moving + Array(staying[(destination - insertion)...])
        for (offset, element) in reordered.enumerated() { self[index(startIndex, offsetBy: offset)] = element }
    }
}
