/// Why a PNG could not be read or written.
public enum PNGError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The bytes do not start with the PNG signature.
    case notPNG
    /// The file is a PNG but damaged: a bad CRC, a truncated chunk, bad image data.
    case corrupt(String)
    /// A valid PNG this decoder does not read (interlaced, an unusual bit depth).
    case unsupported(String)
    /// Too large to encode or decode in memory.
    case tooLarge(width: Int, height: Int)
    case zlib(String)

    public var description: String {
        switch self {
        case .notPNG: "not a PNG file (no PNG signature)"
        case .corrupt(let reason): "corrupt PNG: \(reason)"
        case .unsupported(let what): "unsupported PNG: \(what)"
        case .tooLarge(let width, let height): "image of \(width)×\(height) pixels is too large"
        case .zlib(let reason): "zlib: \(reason)"
        }
    }
}
