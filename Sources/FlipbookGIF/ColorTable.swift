/// An open-addressing hash map from colour keys to integers, far faster than `Dictionary`
/// in per-pixel loops. Keys are `PixelKeys` values (0 or alpha byte 0xFF), so 1 marks a free slot.
struct ColorTable {
    private static let free: UInt32 = 1

    private(set) var keys: [UInt32]
    private(set) var values: [Int]
    private(set) var count = 0
    private var shift: UInt32

    /// Creates an empty table sized for about `expected` keys.
    init(expected: Int = 1024) {
        var bits: UInt32 = 4
        while (1 << bits) < expected * 2 { bits += 1 }
        keys = [UInt32](repeating: Self.free, count: 1 << bits)
        values = [Int](repeating: 0, count: 1 << bits)
        shift = 32 - bits
    }

    /// The value stored for `key`, or nil.
    func value(for key: UInt32) -> Int? {
        let mask = keys.count - 1
        var slot = Int((key &* 0x9E37_79B1) >> shift)
        while true {
            let stored = keys[slot]
            if stored == key { return values[slot] }
            if stored == Self.free { return nil }
            slot = (slot + 1) & mask
        }
    }

    /// Adds `amount` to the value for `key` (inserting 0 first when absent).
    mutating func add(_ amount: Int, to key: UInt32) {
        let slot = findOrInsert(key)
        values[slot] += amount
    }

    /// Sets the value for `key`.
    mutating func set(_ value: Int, for key: UInt32) {
        let slot = findOrInsert(key)
        values[slot] = value
    }

    /// Every stored key with its value, in slot order.
    var entries: [(key: UInt32, value: Int)] {
        var result: [(key: UInt32, value: Int)] = []
        result.reserveCapacity(count)
        for slot in keys.indices where keys[slot] != Self.free {
            result.append((keys[slot], values[slot]))
        }
        return result
    }

    private mutating func findOrInsert(_ key: UInt32) -> Int {
        if (count + 1) * 2 > keys.count { grow() }
        let mask = keys.count - 1
        var slot = Int((key &* 0x9E37_79B1) >> shift)
        while true {
            let stored = keys[slot]
            if stored == key { return slot }
            if stored == Self.free {
                keys[slot] = key
                count += 1
                return slot
            }
            slot = (slot + 1) & mask
        }
    }

    private mutating func grow() {
        let old = entries
        self = ColorTable(expected: keys.count)
        for (key, value) in old { set(value, for: key) }
    }
}
