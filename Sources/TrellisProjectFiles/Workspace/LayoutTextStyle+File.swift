import Foundation
import TrellisModel

extension LayoutTextStyle {
    /// The style of the file at `path` as it is on disk now; `text` when it cannot be read.
    /// (Foundation's UTF-8 decoding drops a byte order mark, so the text alone cannot tell.)
    public init(ofFileAt path: String, text: String) {
        if let data = FileManager.default.contents(atPath: path) {
            self.init(of: data)
        } else {
            self.init(of: text.utf8)
        }
    }
}
