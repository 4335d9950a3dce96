import AutocellSource
import ArgumentParser
import AutocellLayout
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
        let devices = Device.all
        if json {
            try CommandOutput.printJSON {
                .object([("devices", .array(devices.map { device in
                    .object([
                        ("name", .string(device.name)), ("width", .number(device.width)), ("height", .number(device.height)),
                        ("scale", .number(device.scale)),
                        ("safeArea", .object([
                            ("top", .number(device.safeArea.top)), ("left", .number(device.safeArea.left)),
                            ("bottom", .number(device.safeArea.bottom)), ("right", .number(device.safeArea.right)),
                        ])),
                        ("cellMargin", .number(Self.margin(device))),
                    ])
                }))])
            }
            return
        }
        var lines = ["device                        width × height  scale  safe area (top, bottom)  cell margins"]
        for device in devices {
            let name = device.name.padding(toLength: 30, withPad: " ", startingAt: 0)
            let size = "\(numberText(device.width)) × \(numberText(device.height))".padding(toLength: 16, withPad: " ", startingAt: 0)
            let safe = "\(numberText(device.safeArea.top)), \(numberText(device.safeArea.bottom))".padding(toLength: 24, withPad: " ", startingAt: 0)
            lines.append("\(name)\(size)@\(numberText(device.scale))x    \(safe) \(numberText(Self.margin(device)))")
        }
        CommandOutput.print(lines.joined(separator: "\n"))
    }

    static func margin(_ device: Device) -> Double {
        var settings = TableSettings()
        device.apply(to: &settings)
        return CellMargins.environment(width: settings.width, settings: settings).layoutMargins.left
    }
}
