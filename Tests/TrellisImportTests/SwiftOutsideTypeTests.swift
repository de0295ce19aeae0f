import Foundation
import Testing
import TrellisModel
@testable import TrellisImport

/// A controller declared in Objective-C (or another module) whose Swift extensions lay out its
/// views: the extensions are the type, imported once from the first of their files; the views
/// they add are its properties (simplenote-ios: 33 anchor calls in two such files were
/// imported nowhere and reported nowhere).
@Suite struct SwiftOutsideTypeTests {
    static let layout = """
        import UIKit

        extension NoteListViewController {
            @objc
            func configureRootView() {
                tableView.translatesAutoresizingMaskIntoConstraints = false
                searchBar.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(tableView)
                view.addSubview(searchBar)
                NSLayoutConstraint.activate([
                    searchBar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                    searchBar.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 8),
                    searchBar.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -8),
                    searchBar.heightAnchor.constraint(equalToConstant: 44),
                ])
            }
        }
        """

    static let more = """
        import UIKit

        extension NoteListViewController {
            @objc
            func configureTableView() {
                NSLayoutConstraint.activate([
                    tableView.topAnchor.constraint(equalTo: searchBar.bottomAnchor),
                    tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                ])
            }
        }

        extension UIViewController {
            func dimBackground() { view.alpha = 0.5 }
        }
        """

    @Test func extensionsOfAClassDeclaredOutsideTheSourcesAreOneComponent() throws {
        let run = Importer.run(swiftSources: [
            ("NoteListViewController+Layout.swift", Self.layout), ("NoteListViewController+Table.swift", Self.more),
        ])
        let components = run.components.filter { $0.name.hasPrefix("NoteListViewController") }
        #expect(components.map(\.name) == ["NoteListViewController"])
        let body = try #require(components.first?.document.body)
        let lines = Set(body.constraints.map(LayoutPrinter.constraintText))
        #expect(lines.contains("searchBar.top == owner.safeArea.top"))
        #expect(lines.contains("tableView.top == searchBar.bottom"))
        #expect(lines.count == 8)
        let imported = run.files.map(\.report.constraintsImported).reduce(0, +)
        #expect(imported == 8)
        #expect(run.files.allSatisfy { $0.report.skipped.isEmpty })
        // UIKit's own classes stay helpers' receivers, never components.
        #expect(!run.components.contains { $0.name == "UIViewController" })
    }
}
