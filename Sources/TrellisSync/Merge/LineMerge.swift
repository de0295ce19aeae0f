/// A three-way merge of text line by line (diff3), for showing a conflicted component in
/// the working copy: lines only one side changed are taken from it, lines both changed the
/// same way once, and where the sides differ both are written between git's markers —
/// `<<<<<<<` ours, `|||||||` base, `=======`, theirs `>>>>>>>` — which `.layout` files
/// refuse to parse until someone keeps what they want.
///
/// The component merge itself is structural (`ComponentMerger`); this only lays out its
/// conflicts where people edit, so the hunks are those of the printed text.
public enum LineMerge {
    /// What each marker line names after the marker.
    public struct Labels: Sendable {
        public var ours: String
        public var base: String
        public var theirs: String

        public init(ours: String, base: String, theirs: String) {
            self.ours = ours
            self.base = base
            self.theirs = theirs
        }
    }

    public static let markerLength = 7

    /// The merged lines and how many hunks conflict.
    public static func merge(base: [String], ours: [String], theirs: [String], labels: Labels) -> (lines: [String], conflicts: Int) {
        let oursOf = matches(base, ours)
        let theirsOf = matches(base, theirs)
        var lines: [String] = []
        var conflicts = 0
        var (i, j, k) = (0, 0, 0)
        while i < base.count || j < ours.count || k < theirs.count {
            // The next base line both sides kept, at or after where each side stands.
            var next = i
            while next < base.count, !(oursOf[next].map { $0 >= j } ?? false && theirsOf[next].map { $0 >= k } ?? false) { next += 1 }
            let (oursEnd, theirsEnd) = next < base.count ? (oursOf[next]!, theirsOf[next]!) : (ours.count, theirs.count)
            if next == i, oursEnd == j, theirsEnd == k {
                lines.append(base[i])
                (i, j, k) = (i + 1, j + 1, k + 1)
                continue
            }
            let baseHunk = Array(base[i..<next]), oursHunk = Array(ours[j..<oursEnd]), theirsHunk = Array(theirs[k..<theirsEnd])
            if oursHunk == baseHunk || oursHunk == theirsHunk {
                lines += theirsHunk
            } else if theirsHunk == baseHunk {
                lines += oursHunk
            } else {
                conflicts += 1
                lines.append(String(repeating: "<", count: markerLength) + " " + labels.ours)
                lines += oursHunk
                lines.append(String(repeating: "|", count: markerLength) + " " + labels.base)
                lines += baseHunk
                lines.append(String(repeating: "=", count: markerLength))
                lines += theirsHunk
                lines.append(String(repeating: ">", count: markerLength) + " " + labels.theirs)
            }
            (i, j, k) = (next, oursEnd, theirsEnd)
        }
        return (lines, conflicts)
    }

    /// For each line of `base`, the line of `other` a longest common subsequence pairs it
    /// with (printed components are a few hundred lines: the quadratic table is small).
    static func matches(_ base: [String], _ other: [String]) -> [Int?] {
        let (n, m) = (base.count, other.count)
        var length = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        for a in stride(from: n - 1, through: 0, by: -1) {
            for b in stride(from: m - 1, through: 0, by: -1) {
                length[a][b] = base[a] == other[b] ? length[a + 1][b + 1] + 1 : max(length[a + 1][b], length[a][b + 1])
            }
        }
        var pairs = [Int?](repeating: nil, count: n)
        var (a, b) = (0, 0)
        while a < n, b < m {
            if base[a] == other[b] {
                pairs[a] = b
                (a, b) = (a + 1, b + 1)
            } else if length[a + 1][b] >= length[a][b + 1] {
                a += 1
            } else {
                b += 1
            }
        }
        return pairs
    }
}
