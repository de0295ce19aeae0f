// Monotonic timing and medians, shared by every suite.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Started when created; reads the monotonic clock (CLOCK_MONOTONIC, nanoseconds).
struct Stopwatch {
    let start: UInt64

    init() { start = Stopwatch.now() }

    static func now() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) &* 1_000_000_000 &+ UInt64(ts.tv_nsec)
    }

    /// Seconds since `start`.
    var seconds: Double { Double(Stopwatch.now() &- start) * 1e-9 }
}

/// The median (mean of the two middle values for an even count); NaN for no values.
func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return .nan }
    let sorted = values.sorted()
    let mid = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}
