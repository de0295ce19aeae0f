// One run of a child process, timed as a user waits for it: wall time from spawn to exit,
// and the CPU (user + system) the kernel charged the child, from `wait4`'s rusage. The
// startup suite needs both: on a shared 2-core host wall time stretches with the load,
// CPU time much less.

import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct ProcessTiming {
    var wallMS: Double
    var cpuMS: Double
    var status: Int32

    enum Failure: Error, CustomStringConvertible {
        case spawn(String, Int32)
        case wait(String, Int32)

        var description: String {
            switch self {
            case .spawn(let path, let code): "could not start \(path): \(String(cString: strerror(code)))"
            case .wait(let path, let code): "could not wait for \(path): \(String(cString: strerror(code)))"
            }
        }
    }

    /// Runs `path arguments` in `directory` with stdout and stderr to /dev/null, the caller's
    /// environment plus `environment`, and times it. No shell and no Foundation `Process`
    /// between the clock and the child: posix_spawn, then wait4.
    static func run(_ path: String, _ arguments: [String], in directory: String, environment: [String: String] = [:]) throws -> ProcessTiming {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        // The working directory is set by a `cd` the child does not do: run from it instead.
        let previous = FileManager.default.currentDirectoryPath
        guard FileManager.default.changeCurrentDirectoryPath(directory) else { throw Failure.spawn(directory, ENOENT) }
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }

        var merged = ProcessInfo.processInfo.environment
        for (key, value) in environment { merged[key] = value }
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }

        var pid = pid_t()
        let start = DispatchTime.now().uptimeNanoseconds
        let spawned = posix_spawn(&pid, path, &actions, nil, argv, envp)
        guard spawned == 0 else { throw Failure.spawn(path, spawned) }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw Failure.wait(path, errno) }
        }
        let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        func ms(_ time: timeval) -> Double { Double(time.tv_sec) * 1e3 + Double(time.tv_usec) / 1e3 }
        // WEXITSTATUS: the exit code is the second byte; a signal leaves the low byte set.
        let code = status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return ProcessTiming(wallMS: wall, cpuMS: ms(usage.ru_utime) + ms(usage.ru_stime), status: code)
    }

    /// The absolute path of `command` on PATH (posix_spawn does not search it), or nil.
    static func which(_ command: String) -> String? {
        if command.contains("/") { return FileManager.default.isExecutableFile(atPath: command) ? command : nil }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(command)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
