import AutocellTable
import Foundation

extension FeedRenderer {
    /// Renders to one PNG image in memory, for snapshot tests: the same pixels `render` writes
    /// (every option but the format applies), read back from a private temporary folder that
    /// is removed afterwards. A feed too tall for one image is refused; choose rows or a
    /// viewport.
    public static func pngImage(_ content: TableContent, options: RenderOptions) throws(RenderError) -> [UInt8] {
        var options = options
        options.format = .png
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("autocell-image-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .outputUnwritable(path: folder.path, reason: "cannot create a temporary folder")
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try render(content, to: folder.appendingPathComponent("image.png").path, options: options)
        guard result.files.count == 1, let file = result.files.first else {
            throw .tooLarge("the feed needs \(result.files.count) pages; a snapshot is one image: choose rows or a viewport")
        }
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw .outputUnwritable(path: file.path, reason: "cannot read the rendered image back")
        }
        return Array(data)
    }
}
