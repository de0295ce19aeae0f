import Testing
import TrellisModel
@testable import TrellisImport

/// A state whose constraint uses a value import could not read (`UIScreen.main.bounds.height *
/// 0.25`, imported as a parameter of 0) is imported in part as a whole (issue 32, item 7): the
/// container it makes 0 high leaves its labels' places open, problems of other lines than the
/// guessed one, so `check` reports that state's problems as "not imported" (focus-ios' search
/// prompt on iPad: 2 false ambiguities). Fixture written here.
@Suite struct GuessedValueStateTests {
    static let prompt = """
        import UIKit

        final class SuggestionPromptView: UIView {
            private let container = UIView()
            private let titleLabel = UILabel()
            private let messageLabel = UILabel()
            private let showsAsCard: Bool

            init(showsAsCard: Bool) {
                self.showsAsCard = showsAsCard
                super.init(frame: .zero)
                container.translatesAutoresizingMaskIntoConstraints = false
                titleLabel.translatesAutoresizingMaskIntoConstraints = false
                messageLabel.translatesAutoresizingMaskIntoConstraints = false
                addSubview(container)
                container.addSubview(titleLabel)
                container.addSubview(messageLabel)
                NSLayoutConstraint.activate([
                    container.topAnchor.constraint(equalTo: topAnchor),
                    container.leadingAnchor.constraint(equalTo: leadingAnchor),
                    container.trailingAnchor.constraint(equalTo: trailingAnchor),
                    titleLabel.topAnchor.constraint(equalTo: container.topAnchor, constant: 16),
                    titleLabel.centerXAnchor.constraint(equalTo: container.centerXAnchor),
                    messageLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 8),
                    messageLabel.centerXAnchor.constraint(equalTo: container.centerXAnchor),
                    messageLabel.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -16),
                ])
                if showsAsCard {
                    container.heightAnchor.constraint(equalToConstant: UIScreen.main.bounds.height * 0.25).isActive = true
                }
            }

            required init?(coder: NSCoder) { fatalError() }
        }
        """

    @Test func aStateUsingAValueImportCouldNotReadIsImportedInPart() throws {
        let run = Importer.run(swiftSources: [(path: "SuggestionPromptView.swift", text: Self.prompt)])
        let component = try #require(run.components.first { $0.name == "SuggestionPromptView" })
        let states = component.document.body?.states.map(\.name) ?? []
        #expect(!states.isEmpty, "\(component.text)")
        let partial = component.record?.states ?? [:]
        for state in states {
            #expect(partial[state]?.contains("a value import could not read (imported as 0)") == true, "\(state): \(partial)")
        }
        // The base uses no such value: only the state's own line says so, the base's are the app's as imported.
        let marked = component.record?.lines.filter { $0.notImported != nil } ?? []
        #expect(marked.count == 1, "\(marked)")
    }
}
