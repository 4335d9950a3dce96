import AutocellLayout
import AutocellSource
import Foundation
import Glibc

/// The pages of one render put in place together. Each page is first written whole to a
/// temporary file beside the output (named `.NAME.PID-…tmp`); then, holding a lock on the
/// output's folder (`flock` on the folder itself, so no lock file is left), the pages are
/// renamed over their names and every page of the same name that this render did not produce
/// (a longer earlier render's `-004.png`) is removed.
/// So a reader never sees pages of two renders mixed, two renders of the same output replace
/// each other whole, and a failed render replaces nothing. Temporary pages of a run that was
/// killed are removed by the next render of the same output.
///
/// The renames are one by one, so a run killed among them (`kill -9`, a power cut of the
/// process) would leave new and old pages mixed. Before the first, the swap writes what it is
/// about to do to a journal beside the output (`.NAME.swap`, put in place whole); the next
/// render of the same output, before anything else, finishes a journal it finds (the pages
/// still in their temporaries renamed, the stale ones removed): the set is then the killed
/// run's, whole, never a mix. A journal is only ever read under the folder's lock, which its
/// writer holds until it removes it, so one found there is a dead run's.
enum PageSet {
    /// What a swap is about to do, by names within the output's folder.
    private struct Journal: Codable {
        var renames: [[String]]
        var removals: [String]
        /// Per name (a temporary to rename, a stale page to remove): the device and inode of
        /// the regular file there when the journal was written. A journal is acted on only
        /// for files that are still those: a journal planted beside the output (it can arrive
        /// with a checkout) cannot name a file it did not see made, so it can neither remove
        /// the output nor rename a planted link into its place (issue 49).
        var files: [String: [UInt64]]
    }

    /// What is put in place with the pages: a one-image PNG's layout record (`RenderOptions.layoutRecord`).
    struct Companion: Sendable {
        /// The record, written whole under a temporary name beside `path`.
        var temporary: String
        var path: String
    }

    private static func identity(_ path: String) -> [UInt64]? {
        AtomicFile.FileIdentity.ofRegularFile(path).map { [$0.device, $0.inode] }
    }

    /// The journal of `output`'s swaps: `.NAME.swap` in its folder.
    static func journalPath(of output: String) -> String {
        let url = URL(fileURLWithPath: output)
        return url.deletingLastPathComponent().path + "/." + url.lastPathComponent + ".swap"
    }

    /// Runs `body` holding an exclusive `flock` on `output`'s folder.
    private static func withFolderLock<T>(_ output: String, _ body: () throws(RenderError) -> T) throws(RenderError) -> T {
        let lockPath = URL(fileURLWithPath: output).deletingLastPathComponent().path
        let lock = open(lockPath, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard lock >= 0 else { throw .outputUnwritable(path: output, reason: "cannot lock \(lockPath): \(String(cString: strerror(errno)))") }
        defer {
            flock(lock, LOCK_UN)
            close(lock)
        }
        while flock(lock, LOCK_EX) != 0 {
            guard errno == EINTR else { throw .outputUnwritable(path: output, reason: "cannot lock \(lockPath): \(String(cString: strerror(errno)))") }
        }
        return try body()
    }

    /// Finishes the swap of a run killed in the middle of one, if its journal is there
    /// (before the abandoned temporaries, which hold its pages, are removed). Only names of
    /// this output's temporaries and pages are acted on, whatever a journal says.
    static func recover(_ output: String, inputs: AtomicFile.Inputs = AtomicFile.Inputs([])) throws(RenderError) {
        let path = journalPath(of: output)
        var status = stat()
        guard lstat(path, &status) == 0 else { return }
        try withFolderLock(output) { () throws(RenderError) in
            guard lstat(path, &status) == 0 else { return }
            let folder = URL(fileURLWithPath: output).deletingLastPathComponent().path
            let name = URL(fileURLWithPath: output).lastPathComponent
            let pages = Set(try existingPages(of: output).names)
            // A journal that is not one (not a regular file, unreadable, damaged) is removed:
            // the pages are then as the killed run left them, and the next render replaces them.
            if (status.st_mode & S_IFMT) == S_IFREG, status.st_size < 1 << 20,
               let data = FileManager.default.contents(atPath: path),
               let journal = Self.decoded(data) {
                let record = Self.recordName(of: output)
                // Acted on only where the file is still the regular file the journal saw made
                // (same device and inode) and is no input.
                func unchanged(_ entry: String) -> Bool {
                    guard let seen = journal.files[entry], let now = identity(folder + "/" + entry), seen == now else { return false }
                    return inputs.input(at: folder + "/" + entry) == nil
                }
                for pair in journal.renames where pair.count == 2 {
                    let (temporary, page) = (pair[0], pair[1])
                    let ownTemporary = temporary.hasPrefix("." + name + ".") || temporary.hasPrefix("." + record + ".")
                    guard !temporary.contains("/"), !page.contains("/"), ownTemporary, temporary.hasSuffix(".tmp"),
                          page == name || page == record || Self.isPageName(page, of: output), unchanged(temporary) else { continue }
                    try RenderError.writing { () throws(OutputError) in try AtomicFile.move(folder + "/" + temporary, to: folder + "/" + page) }
                }
                for page in journal.removals where !page.contains("/") && pages.contains(page) && unchanged(page) {
                    try RenderError.writing { () throws(OutputError) in try AtomicFile.remove(folder + "/" + page, for: output, what: "the stale page") }
                }
            }
            try RenderError.writing { () throws(OutputError) in try AtomicFile.remove(path, for: output, what: "the journal of an interrupted render") }
        }
    }

    private static func decoded(_ data: Data) -> Journal? {
        do {
            return try JSONDecoder().decode(Journal.self, from: data)
        } catch {
            return nil   // said by removing it: see `recover`
        }
    }

    /// The name of `output`'s layout record in its folder (`NAME.layout.json`).
    private static func recordName(of output: String) -> String {
        let url = URL(fileURLWithPath: output)
        return (url.pathExtension.isEmpty ? url : url.deletingPathExtension()).lastPathComponent + ".layout.json"
    }

    /// Whether `name` is one of `output`'s page names (`STEM-NNN.EXT`).
    private static func isPageName(_ entry: String, of output: String) -> Bool {
        let url = URL(fileURLWithPath: output)
        let ext = url.pathExtension
        let name = url.lastPathComponent
        let stem = ext.isEmpty ? name : String(name.dropLast(ext.count + 1))
        guard entry.hasPrefix(stem + "-"), ext.isEmpty || entry.hasSuffix("." + ext) else { return false }
        let number = entry.dropFirst(stem.count + 1).dropLast(ext.isEmpty ? 0 : ext.count + 1)
        return number.count >= 3 && number.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// Moves `temporaries` to `names` (same count) and removes stale pages, under the lock.
    /// With `companion`, the layout record is renamed into place with the pages (one journal).
    static func swap(
        _ temporaries: [String], to names: [String], output: String, inputs: AtomicFile.Inputs = AtomicFile.Inputs([]), companion: Companion? = nil
    ) throws(RenderError) {
        var temporaries = temporaries, names = names
        if let companion {
            temporaries.append(companion.temporary)
            names.append(companion.path)
        }
        try withFolderLock(output) { () throws(RenderError) in try swapLocked(temporaries, to: names, output: output, inputs: inputs) }
    }

    private static func swapLocked(_ temporaries: [String], to names: [String], output: String, inputs: AtomicFile.Inputs) throws(RenderError) {
        // Compared by name within the output's folder: every page lives in that one folder, and
        // the names may be typed relative (`a.png`, `./a.png`, `sub/a.png`) while the listing is
        // absolute. Comparing whole paths once took the fresh output for a stale page.
        let keep = Set(names.map { URL(fileURLWithPath: $0).lastPathComponent })
        let (folder, pages) = try existingPages(of: output)
        // A file the render reads is never a stale page, whatever its name (a row image called
        // `feed-002.png` beside `feed.png`).
        let stale = pages.filter { !keep.contains($0) }.map { folder + "/" + $0 }.filter { inputs.input(at: $0) == nil }
        // Every name is checked before any is replaced, so a set that cannot be put in place
        // whole replaces nothing (a folder named like page 2 once let page 1 be replaced first),
        // and no name may be one of the render's inputs.
        for name in names {
            do throws(OutputError) {
                try AtomicFile.checkWritable(name)
                try inputs.checkNotInput(name)
            } catch {
                for temporary in temporaries { AtomicFile.discard(temporary) }
                throw .outputUnwritable(path: error.path, reason: error.reason + "; no page was replaced")
            }
        }
        // One page alone is one rename: nothing to mix, no journal.
        let journaled = temporaries.count + stale.count > 1
        let journal = journalPath(of: output)
        if journaled {
            var files: [String: [UInt64]] = [:]
            for path in temporaries + stale { files[URL(fileURLWithPath: path).lastPathComponent] = identity(path) }
            let plan = Journal(
                renames: zip(temporaries, names).map { [URL(fileURLWithPath: $0).lastPathComponent, URL(fileURLWithPath: $1).lastPathComponent] },
                removals: stale.map { URL(fileURLWithPath: $0).lastPathComponent },
                files: files)
            let bytes: [UInt8]
            do {
                bytes = Array(try JSONEncoder().encode(plan))
            } catch {
                for temporary in temporaries { AtomicFile.discard(temporary) }
                throw .outputUnwritable(path: output, reason: "cannot write the journal of its pages: \(error); no page was replaced")
            }
            do throws(OutputError) {
                try AtomicFile.write(bytes, to: journal)
            } catch {
                for temporary in temporaries { AtomicFile.discard(temporary) }
                throw .outputUnwritable(path: output, reason: "cannot write the journal of its pages \(journal): \(error.reason); no page was replaced")
            }
        }
        for (index, (temporary, name)) in zip(temporaries, names).enumerated() {
            do throws(OutputError) {
                try AtomicFile.move(temporary, to: name)
            } catch {
                for later in temporaries[(index + 1)...] { AtomicFile.discard(later) }
                if journaled { unlink(journal) }
                throw RenderError(error)
            }
            if index == 0 && FaultInjection.killsDuringSwap { kill(getpid(), SIGKILL) }
        }
        for page in stale { try RenderError.writing { () throws(OutputError) in try AtomicFile.remove(page, for: output, what: "the stale page") } }
        if journaled { try RenderError.writing { () throws(OutputError) in try AtomicFile.remove(journal, for: output, what: "the journal of its pages") } }
    }

    /// Pages of `output` on disk, by name in its folder: `STEM-NNN.EXT` (three or more digits),
    /// and `output`'s own name.
    static func existingPages(of output: String) throws(RenderError) -> (folder: String, names: [String]) {
        let name = URL(fileURLWithPath: output).lastPathComponent
        let (folder, entries) = try RenderError.writing { () throws(OutputError) in try AtomicFile.entries(of: output) }
        return (folder, entries.filter { $0 == name || isPageName($0, of: output) })
    }
}
