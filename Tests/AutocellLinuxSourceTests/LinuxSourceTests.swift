import AutocellLinuxSource
import Foundation
import Testing

/// iOS sources rewritten for Linux: what needs the Objective-C runtime goes, the rest stays
/// byte for byte.
@Suite struct LinuxSourceRewriting {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    /// The committed Linux copy (compiled and exercised in Swift5CellTests) is exactly what the
    /// rewriter makes of the iOS original.
    @Test func theLinuxCopyOfTheFixtureIsTheCompiledOne() throws {
        let original = try String(contentsOf: Self.root.appendingPathComponent("AutocellLinuxSourceTests/Fixtures/FollowCell.ios.txt"), encoding: .utf8)
        let copy = try String(contentsOf: Self.root.appendingPathComponent("Swift5CellTests/FollowCellLinuxCopy.swift"), encoding: .utf8)
        let result = LinuxSourceRewriter.rewrite(original)
        #expect(result.source == copy)
        #expect(result.unsupported.isEmpty)
        #expect(result.notes.filter { $0.message.hasPrefix("removed @objc") }.count == 3)
    }

    @Test(arguments: [
        ("f", nil as [String]?, "f"),
        ("didTap", ["_"], "didTap:"),
        ("handle", ["press"], "handleWithPress:"),
        ("tableView", ["_", "cellForRowAt"], "tableView:cellForRowAt:"),
        ("move", ["from", "to"], "moveWithFrom:to:"),
    ])
    func objectiveCNames(base: String, labels: [String]?, name: String) {
        // Through a rewrite: the selector's name is Swift's Objective-C name for the method.
        let reference = labels.map { base + "(" + $0.map { $0 + ":" }.joined() + ")" } ?? base
        let result = LinuxSourceRewriter.rewrite("class C { func f() { _ = #selector(\(reference)) } }")
        #expect(result.source.contains("Selector(\"\(name)\", C.\(reference))"), "\(result.source)")
    }

    @Test func typesAreNamedByWhereTheCodeIs() {
        let source = """
            class Outer {
                class Inner { func go() { _ = #selector(tap) } }
                func go() { _ = #selector(Other.tap(_:)) }
            }
            extension Outer.Inner { func more() { _ = #selector(self.tap) } }
            """
        let result = LinuxSourceRewriter.rewrite(source).source
        #expect(result.contains("Selector(\"tap\", Outer.Inner.tap)"))
        #expect(result.contains("Selector(\"tap:\", Other.tap(_:))"))
        #expect(result.contains("extension Outer.Inner { func more() { _ = Selector(\"tap\", Outer.Inner.tap) } }"))
    }

    @Test func whatHasNoLinuxFormIsLeftAndLocated() {
        let source = """
            @objc protocol D {
                @objc optional func f()
            }
            class C { func g() { _ = #selector(getter: C.h) } }
            """
        let result = LinuxSourceRewriter.rewrite(source)
        #expect(result.unsupported.map { "\($0.line):\($0.column)" } == ["2:11", "4:26"])
        #expect(result.unsupported[0].message.contains("optional protocol requirement"))
        #expect(result.unsupported[1].message.contains("#selector(getter: …)"))
        #expect(result.source.contains("#selector(getter: C.h)"))
        #expect(result.source.hasPrefix("protocol D {\n    optional func f()"))
    }

    /// `import UIKit.UIFont`: UIKit's submodules are one module on Linux (issue 50).
    @Test func uikitSubmoduleImportsBecomeUIKit() {
        let result = LinuxSourceRewriter.rewrite("import UIKit.UIFont\nimport UIKit.UIGestureRecognizerSubclass\nimport struct Foundation.URL\nimport UIKit\n")
        #expect(result.source == "import UIKit\nimport UIKit\nimport struct Foundation.URL\nimport UIKit\n")
        #expect(result.notes.filter { $0.kind == .rewritten }.count == 2)
        let guarded = LinuxSourceRewriter.rewrite("#if canImport(UIKit.UIView)\nimport UIKit\n#endif\n")
        #expect(guarded.source == "#if canImport(UIKit)\nimport UIKit\n#endif\n", "\(guarded.source)")
    }

    @Test func attributesOnTheirOwnLineKeepTheIndentation() {
        let source = "class C {\n    @objc\n    @IBAction private func f() {}\n    // kept\n    @objc(named:) dynamic var v = 1\n}\n"
        let result = LinuxSourceRewriter.rewrite(source)
        #expect(result.source == "class C {\n    private func f() {}\n    // kept\n    var v = 1\n}\n")
    }

    @Test func codeWithoutTheRuntimeIsUntouched() {
        let source = "import UIKit\n\n// #selector in a comment, \"@objc\" in a string\nlet s = \"@objc\"\nfunc objc() {}\n"
        let result = LinuxSourceRewriter.rewrite(source)
        #expect(result.source == source)
        #expect(!result.changed)
    }

    /// Swift on Linux cannot override in an extension: an override in an extension of a class
    /// the file declares moves into the class's body, its own edits with it; one of a class
    /// declared elsewhere is left and located.
    @Test func overridesInExtensionsMoveIntoTheClass() {
        let source = """
            class Cell: UICollectionViewListCell {
                var item = 0
            }

            extension Cell {
                func helper() {}

                @objc override func updateConfiguration(using state: UICellConfigurationState) {
                    _ = #selector(helper)
                }
            }

            extension UIView {
                override func layoutSubviews() {}
            }
            """
        let result = LinuxSourceRewriter.rewrite(source)
        #expect(result.source.hasPrefix("""
            class Cell: UICollectionViewListCell {
                var item = 0

                override func updateConfiguration(using state: UICellConfigurationState) {
                    _ = Selector("helper", Cell.helper)
                }
            }
            """), "\(result.source)")
        #expect(result.source.contains("extension Cell {\n    func helper() {}\n}"), "\(result.source)")
        #expect(result.unsupported.map { "\($0.line):\($0.column)" } == ["14:5"])
    }
}
