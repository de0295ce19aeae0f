import Testing
import TrellisModel

@testable import TrellisEngine

/// Controls UIKit sizes by themselves when code makes them (no frame recorded): bars have
/// their height, an activity indicator its 20 × 20, so pinning their sides completes them.
struct ControlBuiltInSizeTests {
    // A search bar pinned on its sides and centred in a cell: UIKit gives it 56 points
    // (iOS 11 and later), nothing is ambiguous.
    @Test func aSearchBarPinnedOnItsSidesIsFiftySixHigh() throws {
        let lib = library(
            """
            screen SearchCell {
                root cell
                height 80
                view searchBar: UISearchBar

                searchBar.leading == owner.leading
                searchBar.trailing == owner.trailing
                searchBar.centerY == owner.centerY
            }
            """)
        let solution = try solve("SearchCell", in: iPhoneSE, library: lib)
        expectFrame(solution, "searchBar", rect(0, 12, 375, 56))
        #expect(solution.errors.isEmpty, "\(solution.errors)")
    }

    // Bars take their height whatever their class is called (a subclass keeps its base's).
    @Test func barsHaveTheirHeightsAndAnIndicatorItsSize() throws {
        let lib = library(
            """
            screen Bars {
                view nav: ThemedNavigationBar(UINavigationBar)
                view tools: UIToolbar
                view tabs: UITabBar
                view spinner: UIActivityIndicatorView

                nav.top == owner.top
                nav.leading == owner.leading
                nav.trailing == owner.trailing
                tools.top == nav.bottom
                tools.leading == owner.leading
                tools.trailing == owner.trailing
                tabs.top == tools.bottom
                tabs.leading == owner.leading
                tabs.trailing == owner.trailing
                spinner.centerX == owner.centerX
                spinner.top == tabs.bottom
            }
            """)
        let solution = try solve("Bars", in: iPhoneSE, library: lib)
        expectFrame(solution, "nav", rect(0, 0, 375, 44))
        expectFrame(solution, "tools", rect(0, 44, 375, 44))
        expectFrame(solution, "tabs", rect(0, 88, 375, 49))
        expectFrame(solution, "spinner", rect(177.5, 137, 20, 20))
        #expect(solution.errors.isEmpty, "\(solution.errors)")
    }

    // A picker made in code is 320 × 216: in a centred stack above a button, nothing is open
    // (session 23: a developer screen's stack of picker, button and label was "not determined").
    @Test func aPickerViewHasItsWheelsSize() throws {
        let lib = library(
            """
            screen Environments {
                view picker: UIPickerView
                view saveButton: UIButton {
                    intrinsic 60 x 30
                }
                stack column: vertical {
                    arranged picker, saveButton
                    alignment center
                    spacing 8
                }

                column.centerX == owner.centerX
                column.centerY == owner.centerY
            }
            """)
        let solution = try solve("Environments", in: iPhoneSE, library: lib)
        expectFrame(solution, "picker", rect(27.5, 206.5, 320, 216))
        #expect(solution.errors.isEmpty, "\(solution.errors)")
    }

    // A size the layout declares (IB's recorded frame) stays the one used.
    @Test func aDeclaredIntrinsicSizeWinsOverTheBuiltInOne() throws {
        let lib = library(
            """
            screen OldSearch {
                view searchBar: UISearchBar {
                    intrinsic none x 44
                }

                searchBar.top == owner.top
                searchBar.leading == owner.leading
                searchBar.trailing == owner.trailing
            }
            """)
        let solution = try solve("OldSearch", in: iPhoneSE, library: lib)
        expectFrame(solution, "searchBar", rect(0, 0, 375, 44))
    }
}
