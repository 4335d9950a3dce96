import ArgumentParser
import AutocellTable

/// `autocell devices`: the presets `--device` and the table key `device` take.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the device presets for --device and the table key device, with their screens, scales, safe areas and cell margins.",
        discussion: """
            Widths and heights are in points, in portrait: Apple's App Store Connect screenshot sizes in pixels divided by the scale. The safe area's top and bottom (status bar or Dynamic Island, home indicator) are listed for reference; a table uses the left and right ones, 0 in portrait. Cell margins follow from the width (16 pt below 414 pt, 20 from it).

            \(ExitStatus.help(done: "listed"))
            """
    )

    @Flag(help: #"Print JSON: {"devices": [{"name", "width", "height", "scale", "safeArea": {"top", "left", "bottom", "right"}, "cellMargin"}]}."#)
    var json = false

    func run() throws {
        CommandOutput.print(json ? Device.catalogJSON.rendered() : Device.catalogText)
    }
}
