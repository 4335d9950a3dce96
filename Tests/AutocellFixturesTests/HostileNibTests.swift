import AutocellInterfaceBuilder
import AutocellSource
import Foundation
import Testing

/// Interface Builder files whose numbers or bytes are hostile: each is a Diagnostic at its
/// line, never a trap (invalid UTF-8 in a comment, numberOfLines 2^32), an internal error
/// (`nan` image sizes) or a silent huge value (a constant of 1e308 held a row at 10^7).
@Suite struct HostileNibs {
    /// Fixtures/nibs/PlaceholderCell.xib's shape, cut down: a contentView with one label and a
    /// width constraint whose attributes the cases replace.
    static func nib(label: String = "", constraint: String = "constant=\"120\"", resources: String = "", comment: [UInt8] = []) -> Data {
        var text = Array("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
            """.utf8)
        text += comment
        text += Array("""

                    <tableViewCell contentMode="scaleToFill" id="c1">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <tableViewCellContentView key="contentView" id="cv">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                            <subviews>
                                <label text="Hi" \(label) id="l1">
                                    <rect key="frame" x="16" y="11" width="100" height="21"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                            </subviews>
                            <constraints>
                                <constraint firstItem="l1" firstAttribute="width" \(constraint) id="w1"/>
                                <constraint firstItem="l1" firstAttribute="leading" secondItem="cv" secondAttribute="leading" constant="16" id="x1"/>
                                <constraint firstItem="l1" firstAttribute="top" secondItem="cv" secondAttribute="top" constant="11" id="y1"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </objects>
                \(resources)
            </document>

            """.utf8)
        return Data(text)
    }

    static func failure(_ data: Data) -> Diagnostic? {
        do {
            _ = try IBCellReader.read(file: "h.xib", data: data)
            return nil
        } catch {
            return error
        }
    }

    @Test func theBaseFileReads() throws {
        let cell = try IBCellReader.read(file: "h.xib", data: Self.nib())
        #expect(cell.template.constraints.contains { $0.first.attribute == .width && $0.constant == 120 })
    }

    @Test(arguments: [
        (nib(comment: Array("<!-- bad ".utf8) + [0xFF, 0xFE] + Array(" -->".utf8)), 3, "not valid UTF-8 text: byte 0xFF"),
        (nib(label: "numberOfLines=\"4294967296\""), 9, "numberOfLines must be a whole number from 0 to 10000, found '4294967296'"),
        (nib(label: "numberOfLines=\"-1\""), 9, "numberOfLines must be a whole number from 0 to 10000"),
        (nib(constraint: "constant=\"1e308\""), 15, "constant 1e308 is outside -1000000…1000000"),
        (nib(constraint: "constant=\"nan\""), 15, "constant must be a number, found 'nan'"),
        (nib(constraint: "constant=\"120\" multiplier=\"1e300:1e-300\""), 15, "multiplier 1e300:1e-300 is outside ±1000000"),
        (nib(constraint: "constant=\"120\" multiplier=\"2e9\""), 15, "multiplier 2e9 is outside"),
        (nib(resources: "<resources><image name=\"x\" width=\"nan\" height=\"20\"/></resources>"), 22, "width must be a number, found 'nan'"),
        (nib(resources: "<resources><image name=\"x\" width=\"20\" height=\"inf\"/></resources>"), 22, "height must be a number, found 'inf'"),
    ])
    func hostileValuesAreLocated(data: Data, line: Int, message: String) throws {
        let error = try #require(Self.failure(data))
        #expect(error.message.contains(message), "\(error)")
        #expect(error.line == line, "\(error)")
        #expect(error.file == "h.xib")
    }

    /// A label frame of `nan` and a font size of `inf`: refused, not laid out.
    @Test func framesAndFontsAreChecked() throws {
        var text = String(decoding: Self.nib(), as: UTF8.self)
        text = text.replacingOccurrences(of: "x=\"16\" y=\"11\" width=\"100\"", with: "x=\"nan\" y=\"11\" width=\"100\"")
        #expect(Self.failure(Data(text.utf8))?.message.contains("x must be a number, found 'nan'") == true)
        text = String(decoding: Self.nib(), as: UTF8.self).replacingOccurrences(of: "pointSize=\"17\"", with: "pointSize=\"inf\"")
        #expect(Self.failure(Data(text.utf8))?.message.contains("pointSize must be a number, found 'inf'") == true)
    }
}

/// libxml2's errors in words, not numbers alone.
@Suite struct XMLErrorWords {
    @Test(arguments: [
        ("<document version=\"3.0\">\n  <objects></objectz>\n</document>\n", "an end tag that does not match its start tag, libxml2 error 76"),
        ("<document version=\"3.0\">\n  <objects>\n</document>\n", "an end tag that does not match its start tag"),
        ("<document version=\"3.0\"/>\n<objects/>\n", "content after the last"),
        ("<document version=\"3.0\" a=\"1\" a=\"2\"/>\n", "an attribute given twice, libxml2 error 42"),
        ("<document version=\"3.0\">&nope;</document>\n", "libxml2 error 26"),
    ])
    func saidInWords(text: String, words: String) throws {
        do {
            _ = try IBXML.parse(Data(text.utf8), file: "w.xib")
            Issue.record("parsed")
        } catch {
            #expect(error.message.contains(words), "\(error)")
            #expect(error.message.hasPrefix("not well-formed XML ("))
        }
    }
}

/// Files over the 10,000,000 bytes libxml2 looks through at once: a valid one reads (it was
/// "libxml2 error 1", an internal error, when the whole file was handed over in one piece), and
/// a single comment longer than that is said to be one.
@Suite struct LargeXMLFiles {
    @Test func aValidFileOverTenMegabytesReads() throws {
        var text = String(decoding: HostileNibs.nib(), as: UTF8.self)
        let padding = String(repeating: String(repeating: " ", count: 100) + "\n", count: 105_000)
        text = text.replacingOccurrences(of: "    <objects>", with: "    <objects>\n" + padding)
        #expect(text.utf8.count > 10_500_000)
        let cell = try IBCellReader.read(file: "big.xib", data: Data(text.utf8))
        #expect(cell.template.constraints.contains { $0.first.attribute == .width && $0.constant == 120 })
    }

    @Test func aCommentLongerThanLibxml2ReadsIsNamed() throws {
        let comment = Array("<!-- ".utf8) + Array(repeating: UInt8(ascii: "x"), count: 10_200_000) + Array(" -->".utf8)
        let error = try #require(HostileNibs.failure(HostileNibs.nib(comment: comment)))
        #expect(error.message.contains("a comment, text or tag longer than the 10,000,000 bytes libxml2 reads as one piece"), "\(error)")
        #expect(error.line == 3)
    }
}
