/// The whole constraint of a layout call; NaN parent sizes compare equal here (unlike Texture's node cache, which
/// never hits with NaN) because the memo must only avoid recomputing, never change a result.
struct MemoKey: Equatable {
    let element: Int
    let minWidth, minHeight, maxWidth, maxHeight, parentWidth, parentHeight: UInt64
    /// The seven words mixed into one, once: a miss looks the key up and then inserts it. Compared first, so
    /// that probing past other keys rarely reads their fields.
    let hash: UInt64

    init(_ id: ElementID, _ range: SizeRange, _ parentSize: Size) {
        element = id.index
        minWidth = Self.bits(range.min.width)
        minHeight = Self.bits(range.min.height)
        maxWidth = Self.bits(range.max.width)
        maxHeight = Self.bits(range.max.height)
        parentWidth = Self.bits(parentSize.width)
        parentHeight = Self.bits(parentSize.height)
        var mixed = UInt64(truncatingIfNeeded: element) &* 0x9E37_79B9_7F4A_7C15
        func mix(_ word: UInt64) {
            mixed = (mixed ^ word) &* 0x0000_0100_0000_01B3
            mixed ^= mixed >> 29
        }
        mix(minWidth)
        mix(minHeight)
        mix(maxWidth)
        mix(maxHeight)
        mix(parentWidth)
        mix(parentHeight)
        hash = mixed
    }

    static func == (lhs: MemoKey, rhs: MemoKey) -> Bool {
        lhs.hash == rhs.hash && lhs.element == rhs.element && lhs.minWidth == rhs.minWidth
            && lhs.minHeight == rhs.minHeight && lhs.maxWidth == rhs.maxWidth && lhs.maxHeight == rhs.maxHeight
            && lhs.parentWidth == rhs.parentWidth && lhs.parentHeight == rhs.parentHeight
    }

    /// Marks a free slot of a ``MemoTable``: no element has a negative index.
    static let vacant = MemoKey(ElementID(-1), .zero, .zero)
    var isVacant: Bool { element < 0 }

    private static func bits(_ value: Double) -> UInt64 {
        value.isNaN ? Double.nan.bitPattern : (value == 0 ? 0 : value.bitPattern)
    }
}

/// What the memo holds for a key: the layout record, the pass that computed it, and whether computing it warned (or
/// reused something that had), in which case a later pass computes it again so that its warnings are reported.
struct MemoEntry {
    let record: Int32
    let pass: Int32
    let warned: Bool

    init(record: Int, pass: Int32, warned: Bool) {
        self.record = Int32(record)
        self.pass = pass
        self.warned = warned
    }

    static let vacant = MemoEntry(record: -1, pass: -1, warned: false)
}

/// The pass's memo: a hash table from memo keys to layout records, with open addressing and linear probing. A
/// memo lookup is on the hot path, and `Dictionary` runs SipHash over every key, which costs more than laying out
/// a leaf; the key's own mixing, spread by a Fibonacci multiply, is enough for keys that no outsider chooses.
struct MemoTable {
    private var keys: [MemoKey]
    private var entries: [MemoEntry]
    private var shift: UInt64
    private(set) var count = 0

    /// Room for `capacity` entries before the first growth.
    init(capacity: Int) {
        var bits: UInt64 = 4
        while 1 << bits < 2 * capacity { bits += 1 }
        keys = Array(repeating: .vacant, count: 1 << bits)
        entries = Array(repeating: .vacant, count: 1 << bits)
        shift = 64 - bits
    }

    func entry(for key: MemoKey) -> MemoEntry? {
        let slot = slot(of: key)
        return keys[slot].isVacant ? nil : entries[slot]
    }

    mutating func insert(_ entry: MemoEntry, for key: MemoKey) {
        var slot = slot(of: key)
        if keys[slot].isVacant {
            if 2 * (count + 1) > keys.count {
                grow()
                slot = self.slot(of: key)
            }
            keys[slot] = key
            count += 1
        }
        entries[slot] = entry
    }

    /// The slot holding `key`, or the free slot where it would go.
    private func slot(of key: MemoKey) -> Int {
        let mask = keys.count - 1
        var slot = Int(truncatingIfNeeded: (key.hash &* 0x9E37_79B9_7F4A_7C15) >> shift)
        while !keys[slot].isVacant && keys[slot] != key {
            slot = (slot + 1) & mask
        }
        return slot
    }

    private mutating func grow() {
        let oldKeys = keys
        let oldEntries = entries
        shift -= 1
        keys = Array(repeating: .vacant, count: 2 * oldKeys.count)
        entries = Array(repeating: .vacant, count: 2 * oldKeys.count)
        for (key, entry) in zip(oldKeys, oldEntries) where !key.isVacant {
            let slot = slot(of: key)
            keys[slot] = key
            entries[slot] = entry
        }
    }
}
