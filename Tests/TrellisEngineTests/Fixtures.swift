import Testing
import TrellisExamples
import TrellisLayoutFixtures
import TrellisModel
@testable import TrellisEngine

/// The bundled example library, parsed once.
let exampleLibrary: LayoutLibrary = {
    let files = (try? ExampleLibrary.files()) ?? []
    return LayoutLibrary(files.compactMap { LayoutParser.parse($0.text, file: $0.name).document })
}()

/// A library from `.layout` texts (each must parse).
func library(_ texts: String...) -> LayoutLibrary {
    LayoutLibrary(ExampleTexts.documents(texts))
}

func device(_ id: String, _ orientation: Environment.Orientation = .portrait) -> Environment {
    DeviceCatalog.device(named: id)!.environment(orientation)
}

let iPhoneSE = device("iPhone-SE")
let iPhone16 = device("iPhone-16")

func solve(
    _ name: String, in environment: Environment, library: LayoutLibrary = exampleLibrary, updates: Bool = false
) throws -> LayoutSolution {
    try LayoutEngine(library: library).solve(name, in: environment, applyingUpdates: updates)
}

func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}

/// Frames compared to 1/1000 of a point (solutions are snapped to 1e-6).
func expectFrame(
    _ solution: LayoutSolution, _ path: String, _ expected: Rect, sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    guard let actual = solution[path] else {
        Issue.record("no item \(path) in \(solution.frames.map(\.path))", sourceLocation: sourceLocation)
        return
    }
    let close =
        abs(actual.x - expected.x) < 1e-3 && abs(actual.y - expected.y) < 1e-3
        && abs(actual.width - expected.width) < 1e-3 && abs(actual.height - expected.height) < 1e-3
    #expect(close, "\(path): \(actual) ≠ expected \(expected)", sourceLocation: sourceLocation)
}

/// `rect` (a frame in its superview at the root's origin) with its edges on the pixel grid
/// of `scale`, as UIKit sets frames; unchanged without a scale.
func onPixelGrid(_ rect: Rect, _ scale: Double?) -> Rect {
    guard let scale else { return rect }
    func grid(_ value: Double) -> Double { (value * scale).rounded() / scale }
    return Rect(x: grid(rect.minX), y: grid(rect.minY), width: grid(rect.maxX) - grid(rect.minX), height: grid(rect.maxY) - grid(rect.minY))
}
