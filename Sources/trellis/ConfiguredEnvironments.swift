import TrellisDiagnostics
import TrellisEngine
import TrellisPackages

/// Where a command lays out: its own options, else `Trellis.toml`'s `[check]` table, else
/// the default devices. The one place `check`, `fix`, `solve`, `relayout` and
/// `update --preview` merge the two, so they agree.
enum ConfiguredEnvironments {
    /// The project's `[check]` table (an empty one without `Trellis.toml` or the table).
    static func configuration(root: String) throws -> CheckConfiguration {
        try Manifest.read(root: root).check ?? CheckConfiguration()
    }

    /// `--devices` replaces the configured list, `--keyboard` and `--content-size` their
    /// settings; `--landscape`/`--no-landscape`/`--both-orientations` and `--rtl`/`--no-rtl`
    /// (non-nil) replace the file's setting either way.
    static func environments(
        root: String, devices: String?, orientations: Orientations? = nil, rightToLeft: Bool? = nil, keyboard: Double? = nil,
        contentSize: ContentSizeCategory? = nil
    ) throws -> [Environment] {
        let configured = try configuration(root: root)
        return try DeviceList.environments(
            devices ?? configured.deviceList, orientations: orientations ?? configured.orientations ?? .portrait,
            rightToLeft: rightToLeft ?? configured.rightToLeft ?? false, keyboard: keyboard ?? configured.keyboard,
            contentSize: contentSize ?? configured.contentSize)
    }
}
