import Foundation
import TrellisModel
import TrellisStore

// A small program the reliability tests run as a separate process (and kill):
//   TrellisStoreHelper commit STORE COUNT ROUND
// commits COUNT generated containers (their content depends on ROUND) in one commit,
// printing "committing" just before and "done SEQ" after.

func generated(_ index: Int, round: Int) -> LayoutDocument {
    .container(
        Container("Generated\(index)", parameters: [Parameter("inset", defaultValue: Double(round))]) {
            ViewItem(name: "title", className: "UILabel")
            ViewItem(name: "icon", className: "UIImageView")
            LayoutItem("title").layout {
                $0.leading == LayoutItem("icon").trailing + param("inset")
                $0.centerY == LayoutItem.selfItem.centerY
            }
            LayoutItem("icon").layout {
                $0.size == ConstantExpression(Double(index % 40)); $0.leading == LayoutItem.selfItem.leading
            }
        })
}

let arguments = CommandLine.arguments
guard arguments.count == 5, arguments[1] == "commit", let count = Int(arguments[3]), let round = Int(arguments[4]) else {
    FileHandle.standardError.write(Data("usage: TrellisStoreHelper commit STORE COUNT ROUND\n".utf8))
    exit(2)
}
do {
    let store = try TrellisStore.open(path: arguments[2], create: true, environment: .live(author: "helper"))
    let documents = (0..<count).map { generated($0, round: round) }
    FileHandle.standardOutput.write(Data("committing\n".utf8))
    let result = try store.commit(documents, message: "round \(round)")
    FileHandle.standardOutput.write(Data("done \(result.seq ?? 0)\n".utf8))
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}
