import ArgumentParser
import Foundation
import TrellisDiagnostics
import TrellisEngine

/// Where `check` lays components out, and how it reports: the device list and environment
/// options, `--format` and `--error-limit`. One group, so the option parsing lives in one place.
struct CheckEnvironmentOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Devices, comma-separated, or 'all' (default: \(DeviceListDefault.text)).", valueName: "LIST"), completion: Completions.devices)
    var devices: String?

    @OptionGroup var flags: EnvironmentFlags

    @Option(name: .customLong("content-size"), help: "Dynamic Type text size (XS … XXXL, AX1 … AX5; default L).")
    var contentSize: String?

    @Option(help: "Output: text, json, sarif (SARIF 2.1.0) or xcode (path:line:col: error: … for a Run Script phase).")
    var format: OutputFormat = .text

    @Option(name: .customLong("error-limit"), help: ArgumentHelp("Show at most N problems per file, then a count (0: all).", valueName: "N"))
    var errorLimit = 20

    func validate() throws {
        if let contentSize, ContentSizeCategory(name: contentSize) == nil {
            throw ValidationError(EnvironmentOptions.contentSizeError(contentSize))
        }
        if errorLimit < 0 { throw ValidationError("--error-limit takes a number, 0 or more (0 shows every problem)") }
    }

    /// The options' environments over `Trellis.toml`'s `[check]` in `root`.
    func environments(root: String = ".") throws -> [Environment] {
        try ConfiguredEnvironments.environments(
            root: root, devices: devices, orientations: flags.orientations, rightToLeft: flags.rtl, keyboard: flags.keyboard,
            contentSize: contentSize.flatMap(ContentSizeCategory.init(name:))
        )
    }

    /// The report in the chosen format.
    func render(_ report: CheckReport, sources: (String) -> String?) throws -> String {
        let directory = FileManager.default.currentDirectoryPath
        switch format {
        case .text: return report.text(errorLimit: errorLimit, sources: sources)
        case .json: return try report.json()
        case .sarif: return try report.sarif(directory: directory)
        case .xcode: return report.xcode(directory: directory)
        }
    }
}

/// `--[no-]landscape`, `--both-orientations`, `--[no-]rtl`, `--keyboard H`: how every device
/// is turned, mirrored and covered, for `check`, `fix` and `relayout` alike. nil: as
/// `Trellis.toml`'s `[check]` says (off without it); the `--no-` forms turn off what the
/// file turns on.
struct EnvironmentFlags: ParsableArguments {
    @Flag(inversion: .prefixedNo, help: "Landscape: every device turned (default: Trellis.toml's [check] landscape, else off).")
    var landscape: Bool?

    @Flag(name: .customLong("both-orientations"), help: "Every device upright and turned, in one run (Trellis.toml: landscape = \"both\").")
    var bothOrientations = false

    /// The orientations asked for, nil when the command line leaves it to `Trellis.toml`.
    var orientations: Orientations? {
        bothOrientations ? .both : landscape.map(Orientations.init(landscape:))
    }

    @Flag(inversion: .prefixedNo, help: "Right-to-left layout direction, leading is the right edge (default: Trellis.toml's [check] rtl, else off).")
    var rtl: Bool?

    @Option(help: ArgumentHelp("Show the keyboard, HEIGHT points tall.", valueName: "HEIGHT"))
    var keyboard: Double?

    func validate() throws {
        if bothOrientations, landscape != nil {
            throw ValidationError("give one of --both-orientations and --[no-]landscape (--both-orientations lays out each device both ways)")
        }
        if let keyboard, !(keyboard >= 0 && keyboard.isFinite) {
            throw ValidationError("--keyboard takes a height in points (0 or more)")
        }
    }
}
