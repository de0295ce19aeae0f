import Foundation
import Testing
import TrellisEngine
import TrellisExamples
import TrellisLayoutFixtures
import TrellisModel
import TrellisStore
@testable import TrellisRelayout

/// The bundled example library's texts, by component name.
let exampleTexts: [String: String] = {
    var texts: [String: String] = [:]
    for file in (try? ExampleLibrary.files()) ?? [] { texts[String(file.name.dropLast(".layout".count))] = file.text }
    return texts
}()

/// A snapshot from `.layout` texts (each must parse).
func snapshot(_ texts: [String]) -> LibrarySnapshot {
    LibrarySnapshot(ExampleTexts.documents(texts))
}

/// The example library, with some texts replaced (by component name).
func examples(replacing replacements: [String: String] = [:]) -> LibrarySnapshot {
    snapshot(exampleTexts.merging(replacements) { _, new in new }.sorted { $0.key < $1.key }.map(\.value))
}

/// The example `UserAvatarContainer` with its badge `size` points square.
func avatarContainer(badge size: Int) -> String {
    exampleTexts["UserAvatarContainer"]!.replacingOccurrences(of: "param badgeSize = 30", with: "param badgeSize = \(size)")
}

func memoryStore() throws -> TrellisStore { try TrellisStore.inMemory(environment: .fixed()) }

let defaultEnvironments = DeviceCatalog.defaultDevices.map { $0.environment() }
let allEnvironments = DeviceCatalog.all.map { $0.environment() }

func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}

/// A generated library of `cells` screens built from shared containers, nested two deep
/// (`Row*` containers use `Badge*` containers), some applying a spec: enough to keep two
/// or more threads busy and to exercise the closure.
func generatedLibrary(cells: Int, badge: Int = 20) -> LibrarySnapshot {
    var texts: [String] = []
    for k in 0..<4 {
        texts.append(
            """
            container Badge\(k) {
                param dotSize = \(k == 0 ? badge : 16 + k)
                view icon: UIImageView
                view dot: UIView
                icon.edges == self.edges
                dot.size == dotSize
                dot.top == self.top
                dot.trailing == self.trailing
            }
            """)
        texts.append(
            """
            container Row\(k) {
                view background: UIView
                use badge: Badge\(k)
                background.edges == self.edges
                badge.center == self.center
                badge.size == 30
            }
            """)
    }
    texts.append(
        """
        spec Pinned {
            ref superView
            param inset = 8
            make {
                self.trailing == superView.trailing - inset
                self.centerY == superView.centerY
            }
        }
        """)
    for i in 0..<cells {
        texts.append(
            """
            screen Cell\(i) {
                height \(60 + i % 5 * 4)
                use row: Row\(i % 4)
                view title: UILabel {
                    intrinsic \(80 + i % 7 * 10) x 20
                }
                view accessory: UIView
                apply Pinned(superView: owner, inset: \(8 + i % 3)) to accessory
                row.leading == owner.leading + 12
                row.centerY == owner.centerY
                row.size == 48
                title.leading == row.trailing + 8
                title.centerY == owner.centerY
                accessory.size == 20
            }
            """)
    }
    return snapshot(texts)
}
