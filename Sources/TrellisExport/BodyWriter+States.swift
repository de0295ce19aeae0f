import TrellisModel

/// The component's states as `StateExport` writes them, with the names the type already takes.
extension BodyWriter {
    var states: StateExport {
        let taken = Set(body.items.map(\.name)).union(parameters.map(\.name)).union(layouterNames())
            .union(sizeClassPropertyNames().values)
        return StateExport(body: body, source: source, scope: scope, file: file, taken: taken, style: style, maker: makerName)
    }
}
