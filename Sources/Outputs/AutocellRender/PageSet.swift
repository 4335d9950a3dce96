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
enum PageSet {
    /// Moves `temporaries` to `names` (same count) and removes stale pages, under the lock.
    static func swap(_ temporaries: [String], to names: [String], output: String) throws(RenderError) {
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
        // Compared by name within the output's folder: every page lives in that one folder, and
        // the names may be typed relative (`a.png`, `./a.png`, `sub/a.png`) while the listing is
        // absolute. Comparing whole paths once took the fresh output for a stale page.
        let keep = Set(names.map { URL(fileURLWithPath: $0).lastPathComponent })
        let (folder, pages) = try existingPages(of: output)
        let stale = pages.filter { !keep.contains($0) }.map { folder + "/" + $0 }
        // Every name is checked before any is replaced, so a set that cannot be put in place
        // whole replaces nothing (a folder named like page 2 once let page 1 be replaced first).
        for name in names {
            do throws(OutputError) {
                try AtomicFile.checkWritable(name)
            } catch {
                for temporary in temporaries { unlink(temporary) }
                throw .outputUnwritable(path: error.path, reason: error.reason + "; no page was replaced")
            }
        }
        for (index, (temporary, name)) in zip(temporaries, names).enumerated() {
            do throws(OutputError) {
                try AtomicFile.move(temporary, to: name)
            } catch {
                for later in temporaries[(index + 1)...] { unlink(later) }
                throw RenderError(error)
            }
        }
        for page in stale { try RenderError.writing { () throws(OutputError) in try AtomicFile.remove(page, for: output, what: "the stale page") } }
    }

    /// Pages of `output` on disk, by name in its folder: `STEM-NNN.EXT` (three or more digits),
    /// and `output`'s own name.
    static func existingPages(of output: String) throws(RenderError) -> (folder: String, names: [String]) {
        let url = URL(fileURLWithPath: output)
        let ext = url.pathExtension
        let name = url.lastPathComponent
        let stem = ext.isEmpty ? name : String(name.dropLast(ext.count + 1))
        let (folder, entries) = try RenderError.writing { () throws(OutputError) in try AtomicFile.entries(of: output) }
        return (folder, entries.filter { entry in
            guard entry.hasPrefix(stem + "-"), ext.isEmpty || entry.hasSuffix("." + ext) else { return entry == name }
            let number = entry.dropFirst(stem.count + 1).dropLast(ext.isEmpty ? 0 : ext.count + 1)
            return number.count >= 3 && number.allSatisfy { $0.isASCII && $0.isNumber }
        })
    }
}
