import TrellisSupport

/// The commands the libraries' messages suggest, spelt as the `trellis` command line spells
/// them (`ErrorText.command`): the build plugin's errors are read in Xcode by someone who
/// types them in a terminal ("run 'trellis update DS --to 1.2.0'", not "run an update of DS
/// to 1.2.0"). `CodegenCLITests` checks that both tools spell a hint alike.
enum CommandSpelling {
    static func install() { CommandHint.install(spell) }

    @Sendable static func spell(_ hint: CommandHint) -> String {
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
        }
    }
}
