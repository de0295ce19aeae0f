import TrellisSupport

/// The commands the libraries' messages suggest (`CommandHint`), spelt as the `trellis`
/// command line takes them. The libraries name what to do, never the command; the two tools
/// that print their messages — `trellis` and the build plugin's `trellis-codegen`, whose
/// errors are read in Xcode by someone who types them in a terminal — install this spelling
/// at launch, so both say "run 'trellis update DS --to 1.2.0'". It lives with the project's
/// other names (`.trellis`, `Trellis.lock`): the command line is the project's surface.
public enum CommandSpelling {
    /// From now on the libraries' messages spell the commands they suggest as typed.
    public static func install() { CommandHint.install(spell) }

    @Sendable public static func spell(_ hint: CommandHint) -> String {
        switch hint {
        case .checkStore: "'trellis fsck'"
        case .repairStore: "'trellis fsck --repair'"
        case .collectGarbage: "'trellis gc'"
        case .status: "'trellis status'"
        case .log: "'trellis log'"
        case .conflicts: "'trellis conflicts'"
        case .resolve(let component, let sides): "'trellis resolve \(component)\(sides ? " --ours|--theirs|--from-file FILE" : "")'"
        case .createProject: "'trellis init'"
        case .devices: "'trellis devices'"
        case .show(let component): "'trellis show \(component)'"
        case .check: "'trellis check'"
        case .update(let dependency, let release):
            "'trellis update" + (dependency.map { " \($0)" } ?? "") + (release.map { " --to \($0)" } ?? "") + "'"
        case .addDependency: "'trellis add NAME PATH'"
        case .release(let version): "'trellis release \(version)'"
        case .serve: "'trellis serve'"
        case .removeRemote: "'trellis remote remove NAME'"
        case .addRemote: "'trellis remote add NAME PLACE'"
        case .commit: "'trellis commit -m MESSAGE'"
        case .restore(let component): "'trellis restore \(component) --force'"
        case .resolveTaking(let component, let theirs): "'trellis resolve \(component) --\(theirs ? "theirs" : "ours")'"
        case .fix: "'trellis fix'"
        }
    }
}
