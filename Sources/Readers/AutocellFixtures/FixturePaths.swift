import AutocellImage
import AutocellLayout
import AutocellText
import Foundation
import Yams
import AutocellSource
import AutocellDrawing

/// Files a fixture names (images, fonts, Interface Builder files), confined to its folder.
extension FixtureReader {
    /// A file a fixture names (`what`: "image", "font"), inside the fixture's folder: its real
    /// path. Confined by real paths: symbolic links are followed, then the file must still be
    /// inside the fixture's folder (itself resolved), and be a regular file (a FIFO would block,
    /// a device never end).
    func confinedFile(_ path: String, _ what: String, at node: Node) throws(Diagnostic) -> String {
        let root = URL(fileURLWithPath: folder).standardizedFileURL.path
        let absolute = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: root + "/")).standardizedFileURL.path
        guard absolute.hasPrefix(root + "/") else {
            throw error("\(what) '\(path)' is outside the fixture's folder", at: node)
        }
        guard let realRoot = RealPath.of(root) else { throw error("the fixture's folder \(root) cannot be resolved", at: node) }
        guard let real = RealPath.of(absolute) else {
            throw error("\(what) '\(path)' not found (looked for \(absolute): \(String(cString: strerror(errno))))", at: node)
        }
        guard real.hasPrefix(realRoot + "/") else {
            throw error("\(what) '\(path)' is a symbolic link to \(real), outside the fixture's folder", at: node)
        }
        var status = stat()
        guard stat(real, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw error("\(what) '\(path)' is not a regular file", at: node)
        }
        namedFiles.paths.insert(real)
        return real
    }

    /// An image path inside the fixture's folder (`confinedFile`), and its size in points at
    /// the table's scale.
    func imageFile(_ path: String, at node: Node) throws(Diagnostic) -> (String, Size) {
        let real = try confinedFile(path, "image", at: node)
        // Each file is read and checked once, however many rows show it.
        if let known = checkedImages.pixels[real] { return (real, Size(width: Double(known.width) / scale, height: Double(known.height) / scale)) }
        let data: [UInt8]
        do throws(BoundedFile.Failure) {
            data = try BoundedFile.png(real)
        } catch {
            throw self.error("image '\(path)' cannot be read: \(error)", at: node)
        }
        let pixels: (width: Int, height: Int)
        do throws(PNGError) {
            pixels = try PNGDecoder.validated(data)
        } catch {
            throw self.error("image '\(path)' is not a usable PNG file: \(error)", at: node)
        }
        checkedImages.pixels[real] = pixels
        return (real, Size(width: Double(pixels.width) / scale, height: Double(pixels.height) / scale))
    }
}
