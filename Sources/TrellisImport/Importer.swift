import Foundation
import TrellisModel

/// `trellis import`: reads Interface Builder files and Swift sources, turns each into
/// `.layout` components, and reports per file what was imported and what was not.
///
/// ```swift
/// let run = Importer.run(paths: ["App/Views"])
/// print(run.report.text)
/// var writer = WorkingCopyWriter()  // TrellisProject's
/// try run.write(into: "Layouts", using: { try writer.write($0, to: $1) })
/// ```
public enum Importer {
    /// The extensions import reads.
    public static let extensions: Set<String> = ["xib", "storyboard", "swift"]

    /// Imports every source under `paths` (files, or folders walked recursively; hidden
    /// folders, `build` and `Pods`-style dependency folders skipped). A file that cannot be
    /// read or parsed is reported and the run goes on. `classes` maps classes the sources
    /// use but do not define to their UIKit class (`Trellis.toml`'s `[import.classes]`).
    /// A xib or scene and the Swift class that owns it become one component
    /// (`ImportRun+OwnedClasses`); names are the sources' own (`ImportNameClashes`).
    public static func run(paths: [String], classes: [String: String] = [:]) -> ImportRun {
        var run = ImportRun()
        var namer = ComponentNamer()
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                run.errors.append(ImportError.noSuchPath(path).description)
                continue
            }
            let found = isDirectory.boolValue ? sources(in: path) : [path]
            for file in found {
                guard extensions.contains((file as NSString).pathExtension) else {
                    var report = FileImportReport(path: file, kind: .swift)
                    report.error = ImportError.unsupportedFile(file: file).description
                    run.append(ImportedFile(report: report))
                    continue
                }
                files.append(file)
            }
        }
        // Swift types may use containers and specs of other files: index them all first.
        var index = SwiftTypeIndex(classes: classes)
        var texts: [String: String] = [:]
        for file in files where (file as NSString).pathExtension == "swift" {
            guard !isOversized(file), let data = FileManager.default.contents(atPath: file) else { continue }
            let text = String(decoding: data, as: UTF8.self)
            texts[file] = text
            index.add(source: text, path: file)
        }
        for file in files {
            if let text = texts[file] {
                run.append(SwiftSourceImporter.importSource(text, path: file, namer: &namer, index: index))
            } else {
                run.append(readFile(file, namer: &namer, index: index))
            }
        }
        run.finish()
        return run
    }

    /// Imports Swift sources held in memory (`path` names each in the report), as `run` does
    /// files: types of one may use containers and specs of another.
    public static func run(swiftSources sources: [(path: String, text: String)], classes: [String: String] = [:]) -> ImportRun {
        var run = ImportRun()
        var namer = ComponentNamer()
        var index = SwiftTypeIndex(classes: classes)
        for source in sources { index.add(source: source.text, path: source.path) }
        for source in sources { run.append(SwiftSourceImporter.importSource(source.text, path: source.path, namer: &namer, index: index)) }
        run.finish()
        return run
    }

    /// Imports one file by its extension (a Swift file's types may use only its own components).
    public static func importFile(_ path: String, namer: inout ComponentNamer) -> ImportedFile {
        var run = ImportRun()
        run.append(readFile(path, namer: &namer))
        run.finish()
        return run.files[0]
    }

    /// One file read and mapped; its Swift drafts are left pending for `ImportRun.finish()`.
    static func readFile(_ path: String, namer: inout ComponentNamer, index: SwiftTypeIndex = SwiftTypeIndex()) -> ImportedFile {
        let isSwift = (path as NSString).pathExtension == "swift"
        // Refused before it is read: its size on disk says enough.
        if isOversized(path), let size = fileSize(path), let error = ImportSizeLimit.check(file: path, size: size, isSwift: isSwift) {
            if isSwift, !ImportSizeLimit.mayHoldLayoutCode(path: path) {
                return ImportedFile(report: ImportSizeLimit.passedOver(path: path, bytes: size))
            }
            var report = FileImportReport(path: path, kind: isSwift ? .swift : .interfaceBuilder)
            report.error = error.description
            return ImportedFile(report: report)
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            var report = FileImportReport(path: path, kind: isSwift ? .swift : .interfaceBuilder)
            report.error = ImportError.unreadable(file: path).description
            return ImportedFile(report: report)
        }
        if isSwift {
            return SwiftSourceImporter.importSource(String(decoding: data, as: UTF8.self), path: path, namer: &namer)
        }
        return InterfaceBuilderImporter.importDocument(data, path: path, namer: &namer, index: index)
    }

    static func fileSize(_ path: String) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue
    }

    /// Larger on disk than import reads (`ImportSizeLimit`).
    static func isOversized(_ path: String) -> Bool {
        guard let size = fileSize(path) else { return false }
        return size > ImportSizeLimit.bytes(forSwift: (path as NSString).pathExtension == "swift")
    }

    /// Every importable file under `directory`, sorted.
    static func sources(in directory: String) -> [String] {
        let skipped: Set<String> = ["build", "Pods", "Carthage", "DerivedData", "node_modules"]
        var found: [String] = []
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") || skipped.contains(name) {
                enumerator.skipDescendants()
                continue
            }
            if extensions.contains((name as NSString).pathExtension) {
                found.append((directory as NSString).appendingPathComponent(relative))
            }
        }
        return found.sorted()
    }
}
