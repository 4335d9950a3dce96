import Foundation
import Testing

@testable import AutocellText

/// Bring your own SF: SF Pro's files, given as the system font (`AUTOCELL_SYSTEM_FONTS`,
/// `FontLibrary.addingSystemFont`, a fixture's `fonts:`), draw `systemFont(ofSize:)` with
/// UIKit's optical sizes. SF Pro is not shipped, so the tests build stand-ins (`FontStandIns`).
@Suite struct SystemFontFiles {
    @Test func sfProsFilesAreTheSystemFontWithItsOpticalSizes() throws {
        let (folder, text, display) = try FontStandIns.make()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let library = FontLibrary.bundled.addingSystemFont([text, display])
        let fonts = try library.configuration()
        #expect(fonts.systemFontFamilies == ["SF Pro Text", "SF Pro Display"])
        #expect(fonts.systemFontDescription == "SF Pro Text / SF Pro Display")
        let measurer = try TextMeasurer(library: library)
        func perPoint(_ size: Double) -> Double {
            measurer.measure(TextRequest(text: "Hamburgefonstiv", font: .system(size))).width / size
        }
        // Below 20 pt the Text cut (Inter Regular's widths), from 20 pt the Display cut (Inter Black's).
        let standIn = try TextMeasurer(library: .bundled)
        let regular = standIn.measure(TextRequest(text: "Hamburgefonstiv", font: .system(19))).width / 19
        #expect(abs(perPoint(19) - regular) < 0.02, "\(perPoint(19)) against Inter's \(regular)")
        #expect(perPoint(20) > perPoint(19) * 1.08, "\(perPoint(20)) at 20 pt against \(perPoint(19)) at 19")
        // Named, each cut is itself at any size (and untracked, as a named family is).
        func named(_ size: Double) -> Double {
            measurer.measure(TextRequest(text: "Hamburgefonstiv", font: Font(family: "SF Pro Text", size: size))).width / size
        }
        #expect(abs(named(20) - named(19)) < 0.02)
        // The stand-in describes itself as one.
        #expect(try FontLibrary.bundled.configuration().systemFontDescription == "Inter (the bundled stand-in for SF Pro)")
    }

    @Test func theEnvironmentVariableNamesFilesAndFolders() throws {
        let (folder, text, display) = try FontStandIns.make()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("not a font".utf8).write(to: URL(fileURLWithPath: folder + "/README.txt"))
        // A folder gives its font files in name order; files and unknown paths stay as given.
        #expect(FontLibrary.fontPaths(folder) == [display, text])
        #expect(FontLibrary.fontPaths("\(text)::/nowhere/SF.otf") == [text, "/nowhere/SF.otf"])
        #expect(FontLibrary.fontPaths("").isEmpty)
        // AUTOCELL_SYMBOL_FONTS' folders give their name tables too.
        #expect(FontLibrary.fontPaths(folder, extensions: FontLibrary.symbolFileExtensions) == [folder + "/README.txt", display, text])
        // A path that is no font is refused by name when the library loads.
        #expect(throws: TextError.self) { try FontLibrary.bundled.addingSystemFont(["/nowhere/SF.otf"]).configuration() }
        // A fixture's own fonts keep the system font's files.
        let library = FontLibrary.bundled.addingSystemFont([text]).adding(userFonts: [display])
        #expect(library.files.filter(\.isSystemFont).map(\.path) == [text])
        #expect(try library.configuration().systemFontFamilies == ["SF Pro Text", "SF Pro Display"])
    }
}
