import AutocellSource
import Foundation

extension FolderComparison {
    /// The compared folder among `folders` that `folder` (which may not exist yet) is or lies
    /// inside, by real paths: the deepest part of it that exists is resolved, the rest
    /// appended. A report written there would be compared next time.
    public static func folder(_ folder: String, isInside folders: [String]) -> String? {
        var existing = URL(fileURLWithPath: folder).standardizedFileURL
        var rest: [String] = []
        while RealPath.of(existing.path) == nil && existing.path != "/" {
            rest.insert(existing.lastPathComponent, at: 0)
            existing.deleteLastPathComponent()
        }
        guard let base = RealPath.of(existing.path) else { return nil }
        let resolved = ([base] + rest).joined(separator: "/")
        return folders.first { candidate in
            guard let real = RealPath.of(candidate) else { return false }
            return resolved == real || resolved.hasPrefix(real.hasSuffix("/") ? real : real + "/")
        }
    }

    /// One line per image that is not the same (with the views that changed, when layout
    /// records say), then the summary.
    public func lines(report: String?) -> [String] {
        var lines: [String] = []
        for entry in entries where entry.status != .same {
            let detail = switch entry.status {
            case .changed: entry.comparison?.summary ?? ""
            case .missing: "only in \(referenceFolder)"
            case .new: "only in \(actualFolder)"
            case .unreadable, .same: entry.problem ?? ""
            }
            lines.append("\(entry.status.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0)) \(entry.path): \(detail)")
            if let layout = entry.layout { lines += layout.lines().map { "           " + $0 } }
        }
        return lines + [summary + (report.map { "; report in \($0)" } ?? "")]
    }

    /// `diff-dir --json`: the verdict, the counts per status, every image, and the report's page.
    public func json(report: String?) -> JSONValue {
        .object([
            ("same", .bool(passes)),
            ("counts", .object(Entry.Status.allCases.map { ($0.rawValue, .number(Double(count($0)))) })),
            ("images", .array(entries.map { entry in
                var fields: [(String, JSONValue)] = [("path", .string(entry.path)), ("status", .string(entry.status.rawValue))]
                if let comparison = entry.comparison {
                    fields.append(("differentPixels", .number(Double(comparison.differentPixels))))
                    fields.append(("totalPixels", .number(Double(comparison.totalPixels))))
                    if !comparison.sizesMatch { fields.append(("sizes", .string("reference \(comparison.reference), actual \(comparison.actual)"))) }
                }
                if let problem = entry.problem { fields.append(("problem", .string(problem))) }
                if let layout = entry.layout { fields.append(("layout", layout.json)) }
                return .object(fields)
            })),
            ("report", report.map { .string($0) } ?? .null),
        ])
    }
}

extension DiffReport {
    /// The report's files written under `folder` (made if needed), each atomically; returns the
    /// page's path. Nothing is written through a symbolic link planted inside the folder.
    public static func write(_ comparison: FolderComparison, to folder: String) throws -> String {
        for file in try files(for: comparison) {
            try refuseLinks(in: file.path, under: folder)
            let path = URL(fileURLWithPath: folder).appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
            try AtomicFile.write(file.bytes, to: path.path)
        }
        return URL(fileURLWithPath: folder).appendingPathComponent("index.html").path
    }

    /// Each folder between `folder` and the file must be a folder, not a link to one elsewhere.
    static func refuseLinks(in relative: String, under folder: String) throws(OutputError) {
        var current = folder
        for part in relative.split(separator: "/").dropLast() {
            current += "/" + part
            var status = stat()
            guard lstat(current, &status) == 0 else { return }  // made fresh by `write`
            if status.st_mode & S_IFMT == S_IFLNK {
                throw OutputError(path: current, reason: "it is a symbolic link inside the report's folder, and the report is not written through it (remove it or choose another -o)")
            }
        }
    }
}

extension ImageComparison {
    /// `diff --json`: the verdict, both sizes, the counts, the drawn difference's file and the
    /// views that changed (from the layout records beside the images).
    public func json(diff: String?, layout: LayoutComparison?) -> JSONValue {
        .object([
            ("same", .bool(passes)),
            ("reference", .object([("width", .number(Double(reference.width))), ("height", .number(Double(reference.height)))])),
            ("actual", .object([("width", .number(Double(actual.width))), ("height", .number(Double(actual.height)))])),
            ("differentPixels", .number(Double(differentPixels))),
            ("antiAliasedPixels", .number(Double(antiAliasedPixels))),
            ("totalPixels", .number(Double(totalPixels))),
            ("ratio", .number(ratio)),
            ("diff", diff.map { .string($0) } ?? .null),
            ("layout", layout?.json ?? .null),
        ])
    }
}
