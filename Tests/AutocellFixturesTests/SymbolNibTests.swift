import AutocellInterfaceBuilder
import AutocellLayout
import AutocellText
import Foundation
import Testing

/// Interface Builder image views showing SF Symbols (`<image … catalog="system">` in the file's
/// resources): read as symbols at their preferred symbol configuration (issue 53), not as
/// asset-catalog images drawn empty.
@Suite struct SymbolNibs {
    static func xib(_ configuration: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <tableViewCell id="cel">
                    <tableViewCellContentView key="contentView" id="cnt">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                        <subviews>
                            <imageView image="star.fill" translatesAutoresizingMaskIntoConstraints="NO" id="img">
                                \(configuration)
                                <color key="tintColor" systemColor="systemOrangeColor"/>
                            </imageView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="img" firstAttribute="leading" secondItem="cnt" secondAttribute="leading" constant="16" id="c1"/>
                            <constraint firstItem="img" firstAttribute="centerY" secondItem="cnt" secondAttribute="centerY" id="c2"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
            <resources>
                <image name="star.fill" catalog="system" width="128" height="124"/>
                <systemColor name="systemOrangeColor"><color red="1" green="0.58" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></systemColor>
            </resources>
        </document>
        """
    }

    static func symbol(_ configuration: String) throws -> (ControlContent, [String]) {
        let cell = try IBCellReader.read(file: "s.xib", data: Data(xib(configuration).utf8))
        let view = try #require(cell.template.views.first(where: { $0.control?.kind == .symbol }))
        return (try #require(view.control), cell.warnings.map(\.message))
    }

    @Test func aSystemImageIsASymbol() throws {
        let (plain, warnings) = try Self.symbol("")
        #expect(plain.title == "star.fill" && plain.font.textStyle == .body && plain.symbolScale == .medium)
        #expect(plain.tint != nil)
        #expect(!warnings.contains { $0.contains("asset catalog") || $0.contains("preferredSymbolConfiguration") }, "\(warnings)")
    }

    @Test func itsPreferredConfigurationIsRead() throws {
        let (sized, _) = try Self.symbol(#"<preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="pointSize" pointSize="22" scale="large" weight="bold"/>"#)
        #expect(sized.font.size == 22 && sized.font.weight == .bold && sized.symbolScale == .large)
        let (styled, _) = try Self.symbol(#"<preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="font" scale="small" weight="light"><fontDescription key="fontDescription" style="UICTFontTextStyleTitle2"/></preferredSymbolConfiguration>"#)
        #expect(styled.font.textStyle == .title2 && styled.font.weight == .light && styled.symbolScale == .small)
        // A scale or weight Autocell does not know is said at its line, and the default kept.
        let (odd, warnings) = try Self.symbol(#"<preferredSymbolConfiguration key="preferredSymbolConfiguration" scale="huge" weight="chunky"/>"#)
        #expect(odd.symbolScale == .medium && odd.font.weight == .regular)
        #expect(warnings.contains { $0.contains("symbol scale 'huge'") } && warnings.contains { $0.contains("symbol weight 'chunky'") }, "\(warnings)")
    }
}
