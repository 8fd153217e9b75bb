/// The layouts of one pass, stored flat: each record is one `ASLayout` (element, size, the range it was offered and
/// the range it computed in) whose children are a run of placements. A stack flexes and stretches its children by
/// index, so no pass copies nested arrays of layouts; the nested ``Layout`` tree is built from here when asked.
public struct LayoutArena: Sendable {
    var records: [LayoutRecord] = []
    var placements: [Placement] = []

    init(capacity: Int) {
        records.reserveCapacity(capacity)
        placements.reserveCapacity(capacity)
    }

    subscript(record: Int) -> LayoutRecord {
        _read { yield records[record] }
        _modify { yield &records[record] }
    }

    /// The placements of a record's children, in drawing order.
    func children(of record: Int) -> Range<Int> {
        let first = Int(records[record].firstChild)
        return first..<(first + Int(records[record].childCount))
    }

    /// The record as a ``Layout`` placed at `position`.
    func layout(_ record: Int, at position: Point) -> Layout {
        let entry = records[record]
        return Layout(element: entry.element, size: entry.size, position: position, offered: entry.offered,
                      resolved: entry.resolved, arena: self, record: record)
    }
}

/// One computed layout. A record whose size was predicted (see ``ExactSizePrediction``) is pending: its children are
/// computed only if the final layout uses it.
struct LayoutRecord: Sendable {
    let element: ElementID
    var size: Size
    let offered: SizeRange
    var resolved: SizeRange
    /// While pending, `childCount` is -1 and `firstChild` numbers the pending request.
    var firstChild: Int32 = 0
    var childCount: Int32 = 0

    var isPending: Bool { childCount < 0 }
}

/// Where a parent layout put one child layout (not yet pixel-aligned).
struct Placement: Sendable {
    let record: Int
    let position: Point
}
