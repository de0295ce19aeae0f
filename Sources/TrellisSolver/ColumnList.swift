/// The loose list of rows that hold one symbol (see `Tableau`): entries pack a row id
/// with the row's incarnation.
///
/// Most symbols sit in one to three rows, so the first three entries live inline and
/// only longer lists allocate. With a plain array per list, allocating ~9,000 small
/// buffers was a seventh of building a 1,000-view screen.
struct ColumnList: Sequence, ExpressibleByArrayLiteral {
    private var inline: (Int, Int, Int) = (0, 0, 0)
    private var overflow: [Int] = []
    private(set) var count = 0

    static let inlineCapacity = 3

    init() {}

    init(arrayLiteral entries: Int...) {
        for entry in entries { append(entry) }
    }

    var isEmpty: Bool { count == 0 }

    subscript(index: Int) -> Int {
        get {
            switch index {
            case 0: return inline.0
            case 1: return inline.1
            case 2: return inline.2
            default: return overflow[index - ColumnList.inlineCapacity]
            }
        }
        set {
            switch index {
            case 0: inline.0 = newValue
            case 1: inline.1 = newValue
            case 2: inline.2 = newValue
            default: overflow[index - ColumnList.inlineCapacity] = newValue
            }
        }
    }

    mutating func append(_ entry: Int) {
        if count >= ColumnList.inlineCapacity {
            overflow.append(entry)
        } else {
            self[count] = entry
        }
        count += 1
    }

    /// Keeps the first `newCount` entries.
    mutating func truncate(to newCount: Int) {
        guard newCount < count else { return }
        if count <= ColumnList.inlineCapacity {
            // Nothing overflowed: the (empty) array is not touched at all.
        } else if newCount <= ColumnList.inlineCapacity {
            overflow.removeAllKeepingCapacity()
        } else {
            overflow.removeLast(count - newCount)
        }
        count = newCount
    }

    /// Removes the entries `shouldRemove` picks, keeping the others in order.
    mutating func removeAll(where shouldRemove: (Int) -> Bool) {
        var kept = 0
        for i in 0..<count where !shouldRemove(self[i]) {
            self[kept] = self[i]
            kept += 1
        }
        truncate(to: kept)
    }

    func makeIterator() -> Iterator {
        Iterator(list: self)
    }

    struct Iterator: IteratorProtocol {
        let list: ColumnList
        var index = 0

        mutating func next() -> Int? {
            guard index < list.count else { return nil }
            defer { index += 1 }
            return list[index]
        }
    }
}
