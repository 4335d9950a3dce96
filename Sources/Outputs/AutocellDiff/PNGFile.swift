import AutocellSource
import AutocellImage
import Foundation

/// PNG files read for comparison, with errors that name the file.
public enum PNGFile {
    public static func read(_ path: String) throws(ImageFileError) -> PixelImage {
        try decode(try bytes(path), path: path)
    }

    /// The file's bytes, read only if it is a regular file of at most `PNGLimits.maximumFileBytes`.
    public static func bytes(_ path: String) throws(ImageFileError) -> [UInt8] {
        do throws(BoundedFile.Failure) {
            return try BoundedFile.png(path)
        } catch {
            throw .unreadable(path: path, reason: error.reason)
        }
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
