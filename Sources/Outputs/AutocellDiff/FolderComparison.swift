import AutocellSource
import AutocellImage
import Dispatch
import Foundation
import Synchronization

/// Two folders of PNGs compared file by file, matched by their paths inside the folders:
/// what CI does with a folder of references and a folder of images a run produced.
public struct FolderComparison: Sendable {
    /// One path and what comparing it found.
    public struct Entry: Sendable {
        public enum Status: String, Sendable, CaseIterable {
            /// Both folders have it and it passes the tolerance.
            case same
            /// Both folders have it and it does not pass.
            case changed
            /// Only the references have it: the run did not produce it.
            case missing
            /// Only the actual folder has it: no reference yet.
            case new
            /// A file in either folder is not a readable PNG.
            case unreadable
        }

        /// The path inside both folders, with `/` between folders.
        public var path: String
        public var status: Status
        /// The comparison, for files both folders have and could read.
        public var comparison: ImageComparison?
        /// The difference drawn as a PNG, when asked for and the file changed.
        public var diffPNG: [UInt8]?
        /// Why the file could not be read.
        public var problem: String?
        /// For a changed image: which views changed and why, from the layout records beside
        /// both images, or why it is compared by pixels only.
        public var layout: LayoutComparison?
    }

    public var referenceFolder: String
    public var actualFolder: String
    /// Every path found in either folder, sorted.
    public var entries: [Entry]

    /// Whether every file is in both folders and the same.
    public var passes: Bool { entries.allSatisfy { $0.status == .same } }
    /// Whether a file could not be read (bad input, not a difference).
    public var hasUnreadable: Bool { entries.contains { $0.status == .unreadable } }

    public func count(_ status: Entry.Status) -> Int { entries.reduce(0) { $0 + ($1.status == status ? 1 : 0) } }

    /// One line for the end of a report: `4 images: 1 same, 1 changed, 1 missing, 1 new`.
    public var summary: String {
        let counts = Entry.Status.allCases.compactMap { status in count(status) > 0 ? "\(count(status)) \(status.rawValue)" : nil }
        return "\(entries.count) image\(entries.count == 1 ? "" : "s"): " + (counts.isEmpty ? "none found" : counts.joined(separator: ", "))
    }

    /// Compares every PNG (`.png`, any case; hidden files and folders skipped) under
    /// `references` with the file at the same path under `actuals`, `workers` pairs at a time.
    /// With `drawing`, changed files carry their diff image. Throws when a folder cannot be
    /// listed.
    public static func compare(
        references: String, actuals: String, tolerance: DiffTolerance = .exact, drawing: Bool = false,
        workers: Int = ProcessInfo.processInfo.activeProcessorCount
    ) throws(ImageFileError) -> FolderComparison {
        let referencePaths = try pngPaths(in: references), actualPaths = try pngPaths(in: actuals)
        let paths = referencePaths.union(actualPaths).sorted()
        let entries = Mutex([Entry?](repeating: nil, count: paths.count))
        let threads = max(1, min(workers, paths.count))
        DispatchQueue.concurrentPerform(iterations: threads) { worker in
            for index in stride(from: worker, to: paths.count, by: threads) {
                let path = paths[index]
                let entry = compare(
                    path: path, reference: referencePaths.contains(path) ? references + "/" + path : nil,
                    actual: actualPaths.contains(path) ? actuals + "/" + path : nil, tolerance: tolerance, drawing: drawing)
                entries.withLock { $0[index] = entry }
            }
        }
        return FolderComparison(referenceFolder: references, actualFolder: actuals, entries: entries.withLock { $0.compactMap { $0 } })
    }

    static func compare(path: String, reference: String?, actual: String?, tolerance: DiffTolerance, drawing: Bool) -> Entry {
        guard let reference else { return Entry(path: path, status: .new) }
        guard let actual else { return Entry(path: path, status: .missing) }
        do throws(ImageFileError) {
            let one = try PNGFile.read(reference), two = try PNGFile.read(actual)
            let (comparison, _) = ImageDiffer.compare(reference: one, actual: two, tolerance: tolerance)
            guard !comparison.passes else { return Entry(path: path, status: .same, comparison: comparison) }
            let layout = LayoutComparison.of(referenceImage: reference, actualImage: actual)
            guard drawing else { return Entry(path: path, status: .changed, comparison: comparison, layout: layout) }
            guard let diff = ImageDiffer.compare(reference: one, actual: two, tolerance: tolerance, drawing: true).diff else {
                return Entry(path: path, status: .changed, comparison: comparison, problem: "no diff image: the two images together are past the size limit", layout: layout)
            }
            do {
                return Entry(path: path, status: .changed, comparison: comparison, diffPNG: try PNGEncoder(compression: .fast).encode(diff), layout: layout)
            } catch {
                return Entry(path: path, status: .changed, comparison: comparison, problem: "the diff image could not be encoded: \(error)", layout: layout)
            }
        } catch {
            return Entry(path: path, status: .unreadable, problem: error.description)
        }
    }

    /// The paths of the PNGs under `folder`, relative to it.
    static func pngPaths(in folder: String) throws(ImageFileError) -> Set<String> {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else { throw .unreadable(path: folder, reason: "no such folder") }
        guard isFolder.boolValue else { throw .unreadable(path: folder, reason: "not a folder") }
        let subpaths: [String]
        do {
            // The folder named is followed if it is a symbolic link (it was listed as empty, so
            // every image was "missing"); links inside it are not (`lstat` below).
            subpaths = try FileManager.default.subpathsOfDirectory(atPath: RealPath.of(folder) ?? folder)
        } catch {
            throw .unreadable(path: folder, reason: "cannot list it: \((error as NSError).localizedDescription)")
        }
        return Set(subpaths.filter { path in
            guard path.lowercased().hasSuffix(".png"), !path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { return false }
            var status = stat()
            return lstat(folder + "/" + path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
        })
    }
}
