import AutocellSource

/// Why a PNG could not be read or written.
public enum PNGError: AutocellError, Equatable, Sendable, CustomStringConvertible {
    /// The bytes do not start with the PNG signature.
    case notPNG
    /// The file ends before the image does: a chunk runs past the end, or there is no IEND, or
    /// the image data holds fewer bytes than its size needs (a half-written file).
    case truncated(String)
    /// The file is a PNG but damaged: a bad CRC, a bad header, image data that does not inflate.
    case corrupt(String)
    /// Larger than `PNGLimits` allow; refused before any pixel memory is allocated.
    case tooLarge(width: Int, height: Int)
    /// The encoder could not write the image.
    case encoding(String)

    /// Reading: the file is the input's problem; writing: the output's.
    public var kind: FailureKind {
        if case .encoding = self { .output } else { .input }
    }

    public var description: String {
        switch self {
        case .notPNG: "not a PNG file (no PNG signature)"
        case .truncated(let reason): "truncated PNG: \(reason)"
        case .corrupt(let reason): "corrupt PNG: \(reason)"
        case .tooLarge(let width, let height):
            "an image of \(width)×\(height) pixels is larger than the \(PNGLimits.maximumSide) pixels per side and \(PNGLimits.maximumPixels) pixels in all Autocell reads or writes"
        case .encoding(let reason): "cannot encode PNG: \(reason)"
        }
    }
}

/// The largest images read or written. A page of a feed is at most 32,767 pixels tall (Cairo's
/// limit) and a few thousand wide; 2^26 pixels (256 MB as RGBA) leaves room for two of the
/// largest pages side by side in memory while a diff runs.
public enum PNGLimits {
    /// Pixels per side.
    public static let maximumSide = 1 << 16
    /// Pixels in all (width × height).
    public static let maximumPixels = 1 << 26
    /// The largest PNG file read: the largest image stored without compression (four bytes a
    /// pixel and a filter byte a row), with 16 MB of room for its other chunks.
    public static let maximumFileBytes = maximumPixels * 4 + maximumSide + (16 << 20)

    /// Whether an image of this size is within the limits.
    public static func allows(width: Int, height: Int) -> Bool {
        width > 0 && height > 0 && width <= maximumSide && height <= maximumSide && width * height <= maximumPixels
    }
}
