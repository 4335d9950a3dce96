import AutocellLayout
import AutocellSource

/// A device a table can be shown on, in portrait: its screen in points, its scale, and its
/// safe area. `--device NAME` and the table key `device` set the table's width, scale and
/// left/right safe area from it; the layout margins follow from the width (`CellMargins`).
///
/// Screens: Apple's App Store Connect screenshot specifications give each display's pixels
/// (iPhone 16 Pro Max 1320 × 2868, 16 Pro 1206 × 2622, 16 Plus and 15 Plus 1290 × 2796, 16
/// and 15 1179 × 2556, SE (3rd generation) 750 × 1334, iPad (10th generation) 1640 × 2360);
/// points are pixels ÷ scale. Top and bottom safe areas (status bar or Dynamic Island, home
/// indicator) are as Xcode's simulators report them: on a screen (`render --viewport`) a
/// table's rows start below the top one, as a `UITableViewController`'s do; the left and right
/// ones, 0 in portrait, inset the cells.
public struct Device: Hashable, Sendable {
    public var name: String
    public var width: Double
    public var height: Double
    public var scale: Double
    public var safeArea: EdgeInsets

    public static let all: [Device] = [
        Device(name: "iPhone SE (3rd generation)", width: 375, height: 667, scale: 2, safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
        Device(name: "iPhone 15", width: 393, height: 852, scale: 3, safeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)),
        Device(name: "iPhone 15 Plus", width: 430, height: 932, scale: 3, safeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)),
        Device(name: "iPhone 16", width: 393, height: 852, scale: 3, safeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)),
        Device(name: "iPhone 16 Plus", width: 430, height: 932, scale: 3, safeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)),
        Device(name: "iPhone 16 Pro", width: 402, height: 874, scale: 3, safeArea: EdgeInsets(top: 62, left: 0, bottom: 34, right: 0)),
        Device(name: "iPhone 16 Pro Max", width: 440, height: 956, scale: 3, safeArea: EdgeInsets(top: 62, left: 0, bottom: 34, right: 0)),
        Device(name: "iPad (10th generation)", width: 820, height: 1180, scale: 2, safeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)),
    ]

    /// A device by Apple's name, ignoring case and runs of spaces.
    public static func named(_ name: String) -> Device? {
        func key(_ text: String) -> String { text.lowercased().split(separator: " ").joined(separator: " ") }
        let wanted = key(name)
        return all.first { key($0.name) == wanted }
    }

    /// The names, for messages.
    public static var names: String { all.map(\.name).joined(separator: ", ") }

    /// This device's width, scale and safe area on `settings`.
    public func apply(to settings: inout TableSettings) {
        settings.width = width
        settings.scale = scale
        settings.safeAreaInsets = safeArea
    }
}

extension Device {
    /// The cell margins a table as wide as this device's screen has (16 pt below 414 pt, 20 from it).
    public var cellMargin: Double {
        var settings = TableSettings()
        apply(to: &settings)
        return CellMargins.environment(width: settings.width, settings: settings).layoutMargins.left
    }

    /// `autocell devices --json`: every preset with its screen, scale, safe area and cell margins.
    public static var catalogJSON: JSONValue {
        .object([("devices", .array(all.map { device in
            .object([
                ("name", .string(device.name)), ("width", .number(device.width)), ("height", .number(device.height)),
                ("scale", .number(device.scale)),
                ("safeArea", .object([
                    ("top", .number(device.safeArea.top)), ("left", .number(device.safeArea.left)),
                    ("bottom", .number(device.safeArea.bottom)), ("right", .number(device.safeArea.right)),
                ])),
                ("cellMargin", .number(device.cellMargin)),
            ])
        }))])
    }

    /// `autocell devices`: the presets as a table, one line each.
    public static var catalogText: String {
        var lines = ["device                        width × height  scale  safe area (top, bottom)  cell margins"]
        for device in all {
            let name = device.name.padding(toLength: 30, withPad: " ", startingAt: 0)
            let size = "\(numberText(device.width)) × \(numberText(device.height))".padding(toLength: 16, withPad: " ", startingAt: 0)
            let safe = "\(numberText(device.safeArea.top)), \(numberText(device.safeArea.bottom))".padding(toLength: 24, withPad: " ", startingAt: 0)
            lines.append("\(name)\(size)@\(numberText(device.scale))x    \(safe) \(numberText(device.cellMargin))")
        }
        return lines.joined(separator: "\n")
    }
}
