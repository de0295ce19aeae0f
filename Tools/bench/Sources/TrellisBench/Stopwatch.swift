// Monotonic timing and medians, shared by every suite.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Started when created; reads the timing clock (nanoseconds): CLOCK_MONOTONIC, or with
/// `--cpu-clock` the thread's CPU time, which a machine shared by several builds does not
/// stretch (a process given 5% of a core there reads 20× its wall time).
struct Stopwatch {
    let start: UInt64
    let clock: clockid_t

    /// The clock workloads are timed with (set by the solver suite for `--cpu-clock`).
    nonisolated(unsafe) static var timingClock = CLOCK_MONOTONIC

    init(clock: clockid_t = Stopwatch.timingClock) {
        self.clock = clock
        start = Stopwatch.now(clock)
    }

    /// CLOCK_MONOTONIC unless told otherwise: timeouts and the baseline's checkpoints.
    static func now(_ clock: clockid_t = CLOCK_MONOTONIC) -> UInt64 {
        var ts = timespec()
        clock_gettime(clock, &ts)
        return UInt64(ts.tv_sec) &* 1_000_000_000 &+ UInt64(ts.tv_nsec)
    }

    /// Seconds since `start`.
    var seconds: Double { Double(Stopwatch.now(clock) &- start) * 1e-9 }
}

/// The median (mean of the two middle values for an even count); NaN for no values.
func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return .nan }
    let sorted = values.sorted()
    let mid = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}
