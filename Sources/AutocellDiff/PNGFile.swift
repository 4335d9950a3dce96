import AutocellImage
import Foundation

/// PNG files read for comparison, with errors that name the file.
public enum PNGFile {
    public static func read(_ path: String) throws(ImageFileError) -> PixelImage {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw .unreadable(path: path, reason: "no such file")
        }
        guard !isFolder.boolValue else { throw .unreadable(path: path, reason: "it is a folder") }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .unreadable(path: path, reason: "permission denied")
        }
        return try decode(Array(data), path: path)
    }

    /// Decodes PNG bytes; `path` names them in the error.
    public static func decode(_ bytes: [UInt8], path: String) throws(ImageFileError) -> PixelImage {
        do {
            return try PNGDecoder.decode(bytes)
        } catch {
            throw .notPNG(path: path, reason: error.description)
        }
    }
}
