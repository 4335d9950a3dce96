@testable import AutocellLinuxSource
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
        let result = try LinuxSourceRewriter.rewrite(original)
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
    func objectiveCNames(base: String, labels: [String]?, name: String) throws {
        // Through a rewrite: the selector's name is Swift's Objective-C name for the method.
        let reference = labels.map { base + "(" + $0.map { $0 + ":" }.joined() + ")" } ?? base
        let result = try LinuxSourceRewriter.rewrite("class C { func f() { _ = #selector(\(reference)) } }")
        #expect(result.source.contains("Selector(\"\(name)\", C.\(reference))"), "\(result.source)")
    }

    @Test func typesAreNamedByWhereTheCodeIs() throws {
        let source = """
            class Outer {
                class Inner { func go() { _ = #selector(tap) } }
                func go() { _ = #selector(Other.tap(_:)) }
            }
            extension Outer.Inner { func more() { _ = #selector(self.tap) } }
            """
        let result = try LinuxSourceRewriter.rewrite(source).source
        #expect(result.contains("Selector(\"tap\", Outer.Inner.tap)"))
        #expect(result.contains("Selector(\"tap:\", Other.tap(_:))"))
        #expect(result.contains("extension Outer.Inner { func more() { _ = Selector(\"tap\", Outer.Inner.tap) } }"))
    }

    @Test func instancesAreNamedByTheirDynamicType() throws {
        // `#selector(effects.didTouchDown)` names a method of the instance's class: the unbound
        // method is its dynamic type's (a bound method would not be a Selector's argument).
        let source = "class C { func f() { _ = #selector(effects.didTouchDown); _ = #selector(self.button.tap(_:)); _ = #selector(Module.Cell.go) } }"
        let result = try LinuxSourceRewriter.rewrite(source).source
        #expect(result.contains("Selector(\"didTouchDown\", type(of: effects).didTouchDown)"), "\(result)")
        #expect(result.contains("Selector(\"tap:\", type(of: self.button).tap(_:))"), "\(result)")
        #expect(result.contains("Selector(\"go\", Module.Cell.go)"), "\(result)")
    }

    @Test func membersAddedForOverridingAreSaidWhereTheyAreDeclared() throws {
        let source = """
            extension UIView {
                @objc open func bindStyles() {}
                @objc func dismissKeyboard() {}
            }
            extension UIView: Themeable {
                func applyTheme() {}
            }
            """
        let notes = try LinuxSourceRewriter.rewrite(source).notes.filter { $0.kind == .unsupported }
        #expect(notes.map(\.line) == [2, 6])
        #expect(notes.first?.message.hasPrefix("bindStyles() is declared in an extension of UIView: on Linux a subclass cannot override it") == true)
    }

    @Test func copiesCanNameTheirOriginal() throws {
        // What the build plugin writes: messages about the copy name the original file and line.
        let result = try LinuxSourceRewriter.rewrite("@objc func f() {}")
        let copy = result.source(locatedAt: "/src/My \"Cells\"/F.swift")
        #expect(copy == "#sourceLocation(file: \"/src/My \\\"Cells\\\"/F.swift\", line: 1)\nfunc f() {}\n#sourceLocation()\n")
    }

    @Test func whatHasNoLinuxFormIsLeftAndLocated() throws {
        let source = """
            @objc protocol D {
                @objc optional func f()
            }
            class C { func g() { _ = #selector(getter: C.h) } }
            """
        let result = try LinuxSourceRewriter.rewrite(source)
        #expect(result.unsupported.map { "\($0.line):\($0.column)" } == ["2:11", "4:26"])
        #expect(result.unsupported[0].message.contains("optional protocol requirement"))
        #expect(result.unsupported[1].message.contains("#selector(getter: …)"))
        #expect(result.source.contains("#selector(getter: C.h)"))
        #expect(result.source.hasPrefix("protocol D {\n    optional func f()"))
    }

    /// `import UIKit.UIFont`: UIKit's submodules are one module on Linux (issue 50).
    @Test func uikitSubmoduleImportsBecomeUIKit() throws {
        let result = try LinuxSourceRewriter.rewrite("import UIKit.UIFont\nimport UIKit.UIGestureRecognizerSubclass\nimport struct Foundation.URL\nimport UIKit\n")
        #expect(result.source == "import UIKit\nimport UIKit\nimport struct Foundation.URL\nimport UIKit\n")
        #expect(result.notes.filter { $0.kind == .rewritten }.count == 2)
        let guarded = try LinuxSourceRewriter.rewrite("#if canImport(UIKit.UIView)\nimport UIKit\n#endif\n")
        #expect(guarded.source == "#if canImport(UIKit)\nimport UIKit\n#endif\n", "\(guarded.source)")
    }

    @Test func attributesOnTheirOwnLineKeepTheIndentation() throws {
        let source = "class C {\n    @objc\n    @IBAction private func f() {}\n    // kept\n    @objc(named:) dynamic var v = 1\n}\n"
        let result = try LinuxSourceRewriter.rewrite(source)
        #expect(result.source == "class C {\n    private func f() {}\n    // kept\n    var v = 1\n}\n")
    }

    @Test func codeWithoutTheRuntimeIsUntouched() throws {
        let source = "import UIKit\n\n// #selector in a comment, \"@objc\" in a string\nlet s = \"@objc\"\nfunc objc() {}\n"
        let result = try LinuxSourceRewriter.rewrite(source)
        #expect(result.source == source)
        #expect(!result.changed)
    }

    /// Swift on Linux cannot override in an extension: an override in an extension of a class
    /// the file declares moves into the class's body, its own edits with it; one of a class
    /// declared elsewhere is left and located.
    @Test func overridesInExtensionsMoveIntoTheClass() throws {
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
        let result = try LinuxSourceRewriter.rewrite(source)
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

/// Issue 49: hostile sources get a located refusal or a warning, never a crash, a corrupt copy
/// or hours of work.
@Suite struct LinuxSourceBounds {
    /// 75 bytes that crashed the rewriter (SIGILL: a move inside a moved override gave
    /// overlapping edits).
    @Test func aMoveInsideAMovedOverrideIsLeftAndSaid() throws {
        let result = try LinuxSourceRewriter.rewrite("class F{}\nextension F{override func a(){extension F{override func b(){}}}}\n")
        #expect(result.source.hasPrefix("class F{\n\noverride func a(){extension F{override func b(){}}}}"), "\(result.source)")
        #expect(result.unsupported.map(\.description) == ["2:43: warning: an override inside another moved declaration was left where it is; move it into the class's body by hand"])
        #expect(result.notes.filter { $0.kind == .rewritten }.count == 1)
    }

    /// The class after the extension: the member moves forward, its own edits with it.
    @Test func aClassDeclaredAfterItsExtension() throws {
        let result = try LinuxSourceRewriter.rewrite("extension F {\n    @objc override func a() { @objc var x = 1 }\n}\nclass F { @objc var y = 2 }\n")
        #expect(result.source == "extension F {\n}\nclass F { var y = 2 \n\n    override func a() { var x = 1 }}\n", "\(result.source)")
    }

    @Test(arguments: [
        ("let x = a" + String(repeating: ".b", count: 5_000) + "\n", "nests deeper than the 4000 syntax levels"),
        ("let x = f" + String(repeating: "()", count: 5_000) + "\n", "nests deeper than the 4000 syntax levels"),
        ("let x = " + String(repeating: "[", count: 30) + "1" + String(repeating: "]", count: 30) + "\n", "square brackets nest 30 deep"),
        ("let x: " + String(repeating: "[(", count: 20) + "Int" + String(repeating: ")]", count: 20) + " = []\n", "square brackets nest 20 deep"),
    ])
    func deepInputsAreRefusedAtTheirLine(_ source: String, _ message: String) {
        do {
            _ = try LinuxSourceRewriter.rewrite(source)
            Issue.record("rewritten")
        } catch {
            #expect(error.line == 1 && error.message.contains(message), "\(error)")
        }
    }

    /// Brackets in comments and strings are not code; in an interpolation they are.
    @Test func bracketsAreCountedInCodeOnly() {
        let text = "let s = \"[[[[[[[[[[[[[[[[\" // [[[[[[[[[[[[[[[[\n/* [[[[[[[[[[[[[[[[[ */ let t = #\"[[[[[[[[[[[[[[[\"#\nlet v = \"\"\"\n[[[[[[[[[[[[[[[[\n\"\"\"\n"
        #expect(BracketDepth.deepest(in: text).depth == 0)
        #expect(BracketDepth.deepest(in: "let u = \"\\([[[1]]].count) [[[[[[[[\"\n").depth == 3)
    }

    /// swift-syntax's parser is quadratic on long runs of modifiers (9 KB took 22 s): a caller
    /// bounds the time, and is told, without a place.
    @Test func aTimeLimitIsSaid() {
        let source = "class C {\n    required init?(coder: NSCoder) { " + String(repeating: "required ", count: 400) + "}\n}\n"
        do {
            _ = try LinuxSourceRewriter.rewrite(source, timeLimit: 0.05)
            Issue.record("rewritten within 0.05 s")
        } catch {
            #expect(error.line == nil && error.message.hasPrefix("not rewritten within 0.05 s"), "\(error)")
        }
    }

    /// Thousands of edits are made in one pass (each used to copy the whole file).
    @Test func manyEditsInOnePass() throws {
        let source = "class C {\n" + String(repeating: "    @objc dynamic var v = 1\n", count: 4_000) + "}\n"
        let result = try LinuxSourceRewriter.rewrite(source)
        #expect(result.source == "class C {\n" + String(repeating: "    var v = 1\n", count: 4_000) + "}\n")
    }
}
