import AutocellImage
import AutocellSource
import Foundation
import Glibc

/// What a snapshot reference's layout was, stored beside it (`NAME.layout.json` next to
/// `NAME.png`): per row its place, per view its frame, lines, truncation and visibility and the
/// text it showed, per template its constraints, per row the constraints UIKit broke. A failed
/// comparison reads it to say which views changed and why (`LayoutChanges`), where pixels only
/// say that something did. Plain values: written and read without the layout engine.
public struct LayoutRecord: Codable, Hashable, Sendable {
    /// Bumped when the shape changes; a record of another version is not compared (and said).
    public static let currentVersion = 1
    public var version = LayoutRecord.currentVersion
    /// Side-by-side renders have one column per width or trait combination; others one.
    public var columns: [Column]
    /// Each template's constraints, by template name.
    public var templates: [String: [Constraint]]

    public init(columns: [Column], templates: [String: [Constraint]]) {
        self.columns = columns
        self.templates = templates
    }

    public struct Column: Codable, Hashable, Sendable {
        /// `375pt`, `320pt-dark`: what the column is (empty for a single render).
        public var label: String
        public var width: Double
        public var scale: Double
        /// Where the column's rows start in the image, in points (side-by-side columns and a
        /// viewport's scroll offset move them).
        public var originX: Double
        public var originY: Double
        public var rows: [Row]

        public init(label: String, width: Double, scale: Double, originX: Double = 0, originY: Double = 0, rows: [Row]) {
            self.label = label
            self.width = width
            self.scale = scale
            self.originX = originX
            self.originY = originY
            self.rows = rows
        }
    }

    public struct Row: Codable, Hashable, Sendable {
        /// `cell`, `header` or `footer`.
        public var kind: String
        /// Counted from 0 across sections (cells only).
        public var index: Int?
        public var section: Int
        public var row: Int
        public var key: String?
        public var template: String
        public var y: Double
        public var height: Double
        /// contentView first, then the template's views.
        public var views: [View]
        /// The constraints broken to recover from conflicts, in the text syntax.
        public var broken: [String]

        public init(kind: String, index: Int?, section: Int, row: Int, key: String?, template: String, y: Double, height: Double, views: [View], broken: [String]) {
            self.kind = kind
            self.index = index
            self.section = section
            self.row = row
            self.key = key
            self.template = template
            self.y = y
            self.height = height
            self.views = views
            self.broken = broken
        }
    }

    public struct View: Codable, Hashable, Sendable {
        public var name: String
        /// x, y, width, height in the cell, in points.
        public var frame: [Double]
        public var lines: Int?
        public var truncated: Bool?
        public var hidden: Bool?
        /// The text a label or text view showed.
        public var text: String?
        /// Its superview (nil for the contentView).
        public var parent: String?

        public init(name: String, frame: [Double], lines: Int? = nil, truncated: Bool? = nil, hidden: Bool? = nil, text: String? = nil, parent: String? = nil) {
            self.parent = parent
            self.name = name
            self.frame = frame
            self.lines = lines
            self.truncated = truncated
            self.hidden = hidden
            self.text = text
        }
    }

    /// A constraint as the template declares it: `first relation multiplier × second + constant`.
    public struct Constraint: Codable, Hashable, Sendable {
        public var text: String
        public var firstView: String
        public var firstAttribute: String
        public var relation: String
        public var secondView: String?
        public var secondAttribute: String?
        public var multiplier: Double
        public var constant: Double
        public var priority: Double

        public init(
            text: String, firstView: String, firstAttribute: String, relation: String, secondView: String?, secondAttribute: String?,
            multiplier: Double, constant: Double, priority: Double
        ) {
            self.text = text
            self.firstView = firstView
            self.firstAttribute = firstAttribute
            self.relation = relation
            self.secondView = secondView
            self.secondAttribute = secondAttribute
            self.multiplier = multiplier
            self.constant = constant
            self.priority = priority
        }
    }

    // MARK: Files

    /// The record beside a reference: `NAME.png` → `NAME.layout.json`.
    public static func path(besideImage image: String) -> String {
        let url = URL(fileURLWithPath: image)
        let base = url.pathExtension.isEmpty ? url : url.deletingPathExtension()
        let name = base.lastPathComponent + ".layout.json"
        // Keep the form the path was given in (relative stays relative).
        guard let slash = image.lastIndex(of: "/") else { return name }
        return String(image[...slash]) + name
    }

    /// Whether a file name is a layout record's (what folder comparisons leave out of images).
    public static func isRecordName(_ name: String) -> Bool { name.hasSuffix(".layout.json") }

    /// The record as written: JSON with sorted keys (the same record gives the same bytes).
    public func encoded() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return Array(try encoder.encode(self)) + [0x0A]
    }

    /// The `tEXt` keyword of a record kept inside a PNG (`PNGText`), where no file can be kept
    /// beside it: swift-snapshot-testing's references.
    public static let pngKeyword = "autocell-layout"

    /// `png` with this record inside it; nil when `png` is not a PNG.
    public func embedded(in png: [UInt8]) throws -> [UInt8]? {
        // JSONEncoder escapes nothing above ASCII; tEXt is Latin-1, so those are escaped here.
        var ascii: [UInt8] = []
        for scalar in String(decoding: try encoded(), as: UTF8.self).unicodeScalars {
            if scalar.isASCII {
                ascii.append(UInt8(scalar.value))
            } else {
                for unit in String(scalar).utf16 { ascii += Array(String(format: "\\u%04x", unit).utf8) }
            }
        }
        return PNGText.adding(ascii, keyword: Self.pngKeyword, to: png)
    }

    /// The record kept inside a PNG: nil when there is none; throws when one is there and is
    /// not a record this Autocell reads.
    public static func embedded(in png: [UInt8]) throws -> LayoutRecord? {
        guard let text = PNGText.text(keyword: pngKeyword, in: png) else { return nil }
        let record = try decode(text)
        guard record.version == currentVersion else { throw VersionMismatch(found: record.version) }
        return record
    }

    /// A record of a version this Autocell does not read.
    public struct VersionMismatch: AutocellError, CustomStringConvertible {
        public var found: Int
        /// A record this Autocell cannot read: bad input.
        public var kind: FailureKind { .input }
        public var description: String { "it is version \(found), this Autocell reads version \(LayoutRecord.currentVersion)" }
    }

    public static func decode(_ bytes: [UInt8]) throws -> LayoutRecord {
        try JSONDecoder().decode(LayoutRecord.self, from: Data(bytes))
    }

    /// The record beside `image`, if there is one: `.missing` when no file is there, `.unusable`
    /// (with why) when one is there but cannot be read or is of another version.
    /// Without a file beside it, a record kept inside the PNG (`embedded(in:)`: a reference
    /// written by swift-snapshot-testing) is used.
    public static func load(besideImage image: String) -> Loaded {
        let path = path(besideImage: image)
        // Anything there, a link included (lstat), is the record's place: a link is refused,
        // not followed; a file is read only up to `maximumBytes` (issue 49: a sparse 3 GB
        // record once took 3 GB, and records were read through planted links).
        var status = stat()
        guard lstat(path, &status) == 0 else {
            let png: [UInt8]
            do {
                png = try BoundedFile.png(image)
            } catch {
                return .missing(path)
            }
            do {
                guard let inside = try embedded(in: png) else { return .missing(path) }
                return .found(image, inside)
            } catch {
                return .unusable(image, "the layout record inside it cannot be used (\(error))")
            }
        }
        let bytes: [UInt8]
        do {
            bytes = try BoundedFile.read(path, maximumBytes: maximumBytes, what: "layout records", followingLinks: false)
        } catch {
            return .unusable(path, error.reason)
        }
        do {
            let record = try decode(bytes)
            guard record.version == currentVersion else {
                return .unusable(path, "it is version \(record.version), this Autocell reads version \(currentVersion)")
            }
            return .found(path, record)
        } catch {
            return .unusable(path, "it is not a layout record (\(error))")
        }
    }

    /// The largest record read (a one-image render's record is a few megabytes at most: an
    /// image stops at 32,767 pixels a side).
    public static let maximumBytes = 64 << 20

    /// Whether the file at `path` is a layout record Autocell wrote (a regular file, not a
    /// link, within `maximumBytes`, a JSON object with a record's `version`, `columns` and
    /// `templates`): the only kind of file at `OUT.layout.json` a render removes as stale.
    public static func isRecord(atPath path: String) -> Bool {
        let bytes: [UInt8]
        do {
            bytes = try BoundedFile.read(path, maximumBytes: maximumBytes, what: "layout records", followingLinks: false)
        } catch {
            return false   // not a file of Autocell's making: left in place (see `RenderOptions.layoutRecord`)
        }
        struct Shape: Decodable {
            var version: Int
            var columns: [Column]
            var templates: [String: [Constraint]]
        }
        do {
            _ = try JSONDecoder().decode(Shape.self, from: Data(bytes))
            return true
        } catch {
            return false   // as above
        }
    }

    public enum Loaded: Sendable {
        case found(String, LayoutRecord)
        case missing(String)
        case unusable(String, String)

        public var record: LayoutRecord? {
            if case .found(_, let record) = self { return record }
            return nil
        }

        /// Why a comparison falls back to pixels, or nil when the record is there.
        public var pixelsOnlyReason: String? {
            switch self {
            case .found: nil
            case .missing(let path): "no layout record \(path) (recorded before Autocell kept one: record the reference again to keep one)"
            case .unusable(let path, let why): "the layout record \(path) cannot be used: \(why)"
            }
        }
    }
}
