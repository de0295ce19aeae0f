import ArgumentParser

@main
struct Trellis: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trellis",
        abstract: "Keep, check and solve reusable Auto Layout components."
    )
}
