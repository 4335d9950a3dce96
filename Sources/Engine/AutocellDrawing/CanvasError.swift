import CPango
import AutocellSource

/// Why a canvas (an image, PDF or SVG surface) or an image to draw on one could not be made,
/// drawn or written. The render layer says these in its own words (`RenderError`).
public enum CanvasError: AutocellError, Equatable, Sendable {
    /// The image would exceed what Cairo can hold.
    case tooLarge(String)
    /// Cairo refused to create, draw or finish a surface.
    case cairo(String)
    /// The pixels could not be encoded as PNG.
    case encoding(String)
    /// An image file to draw could not be decoded.
    case imageUnreadable(path: String, reason: String)
    /// A PDF or SVG file could not be written: its name and the system's reason.
    case writeFailed(path: String, reason: String)

    public var kind: FailureKind {
        switch self {
        case .tooLarge, .imageUnreadable: .input
        case .cairo, .encoding, .writeFailed: .output
        }
    }

    public var description: String {
        switch self {
        case .tooLarge(let reason): reason
        case .cairo(let reason): "cairo: \(reason)"
        case .encoding(let reason): reason
        case .imageUnreadable(let path, let reason): "\(path): cannot read image: \(reason)"
        case .writeFailed(let path, let reason): "\(path): cannot write: \(reason)"
        }
    }

    /// `status` as an error about `what`, when it is not success.
    static func check(_ status: cairo_status_t, _ what: String) throws(CanvasError) {
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .cairo("\(what): \(String(cString: cairo_status_to_string(status)))")
        }
    }
}
