import Testing
import TrellisEngine
import TrellisTestSupport
@testable import TrellisPackages

/// `[check]` in `Trellis.toml`: the project's devices and environment options.
@Suite(.temporaryFolders) struct CheckConfigurationTests {
    @Test func devicesAndOptionsAreReadAndNamesTakeTheCatalogsSpelling() throws {
        let manifest = try Manifest(
            parsing: """
                [check]
                devices = ["iphone se", "iPad-Air-11"]   # QA's devices
                landscape = true
                rtl = true
                keyboard = 291
                content-size = "XL"
                """)
        let check = try #require(manifest.check)
        #expect(check.devices == ["iPhone-SE", "iPad-Air-11"])
        #expect(check.deviceList == "iPhone-SE,iPad-Air-11")
        #expect(check.orientations == .landscape && check.rightToLeft == true)
        #expect(check.keyboard == 291)
        #expect(check.contentSize == .extraLarge)
        #expect(try Manifest(parsing: manifest.text) == manifest)
    }

    @Test func allAndAnAbsentTableAreKept() throws {
        #expect(try Manifest(parsing: "[check]\ndevices = \"all\"\n").check?.deviceList == "all")
        #expect(try Manifest(parsing: "[dependencies]\n").check == nil)
    }

    @Test func landscapeBothIsReadAndWrittenBack() throws {
        let manifest = try Manifest(parsing: "[check]\nlandscape = \"both\"\n")
        #expect(manifest.check?.orientations == .both)
        #expect(try Manifest(parsing: manifest.text) == manifest)
    }

    @Test(arguments: [
        ("# devices\n\n[check]\ndevices = [\"iPhone-SE\", \"iPhone-5\"]\n", "Trellis.toml:4: [check] devices: unknown device 'iPhone-5'"),
        ("[check]\ndevices = [\"iPhone-SE\"]\nlandscpe = true\n", "Trellis.toml:3: [check] has no setting 'landscpe'; it takes devices, landscape"),
        ("[check]\nkeyboard = -1\n", "Trellis.toml:2: keyboard must be the keyboard's height"),
        ("[check]\ncontent-size = \"huge\"\n", "Trellis.toml:2: content-size must be one of XS"),
        ("[check]\nrtl = \"yes\"\n", "Trellis.toml:2: rtl must be true or false"),
        ("[check]\nlandscape = 1\n", "Trellis.toml:2: landscape must be true, false or \"both\""),
        ("[check]\ndevices = []\n", "Trellis.toml:2: devices must be a list of device names"),
    ])
    func aBadCheckTableNamesTheFileAndLine(text: String, expected: String) {
        do {
            _ = try Manifest(parsing: text)
            Issue.record("accepted: \(text)")
        } catch {
            #expect("\(error)".hasPrefix(expected), "\(error)")
        }
    }

    @Test func anUnknownDeviceSuggestsTheCloseNames() {
        #expect(throws: PackageError.self) { try Manifest(parsing: "[check]\ndevices = [\"iPad-Ari-11\"]\n") }
        do { _ = try Manifest(parsing: "[check]\ndevices = [\"iPad-Ari-11\"]\n") } catch {
            #expect("\(error)".contains("iPad-Air-11"), "\(error)")
        }
    }
}
