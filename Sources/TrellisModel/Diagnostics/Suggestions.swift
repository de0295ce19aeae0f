/// "Did you mean …?" for misspelt names, by edit distance.
public enum Suggestions {
    /// The candidate closest to `name`, if it is close enough to be a likely typo: one
    /// edit for names of up to four characters, two for longer ones, none for a single
    /// letter (every one-letter name is one edit from every other).
    public static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
        let limit = name.count <= 1 ? 0 : name.count <= 4 ? 1 : 2
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != name {
            let distance = editDistance(name.lowercased(), candidate.lowercased())
            guard distance <= limit else { continue }
            if best.map({ distance < $0.distance }) ?? true { best = (candidate, distance) }
        }
        return best?.name
    }

    /// `did you mean top?`, or nil when nothing is close.
    public static func hint(for name: String, in candidates: some Sequence<String>) -> String? {
        closest(to: name, in: candidates).map { "did you mean \($0)?" }
    }

    /// Edit distance over characters, counting a swap of neighbours as one edit
    /// (optimal string alignment), since `veiw` is one slip, not two.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = min(best, table[i - 2][j - 2] + 1)
                }
                table[i][j] = best
            }
        }
        return table[a.count][b.count]
    }
}
