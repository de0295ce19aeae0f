import ArgumentParser

/// `--format`: text for people, the others for tools (scripts, code scanning, Xcode).
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, sarif, xcode
}
