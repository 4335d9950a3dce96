import AutocellTable

/// Why a feed could not be rendered. Every case names the file or the limit involved.
public enum RenderError: Error, Equatable, Sendable, CustomStringConvertible {
    case imageUnreadable(path: String, reason: String)
    case outputUnwritable(path: String, reason: String)
    /// Cairo refused to create or draw a surface.
    case cairo(String)
    /// The image would exceed what Cairo can hold and cannot be split into pages.
    case tooLarge(String)
    /// One row, header or footer too large to draw, named by its place in the table so that a
    /// caller holding the fixture can point at the line that declares it.
    case itemTooLarge(kind: TableItemKind, indexPath: RowIndexPath, reason: String)
    case layout(String)
    case encoding(String)
    case invalidOptions(String)

    public var description: String {
        switch self {
        case .imageUnreadable(let path, let reason): "\(path): cannot read image: \(reason)"
        case .outputUnwritable(let path, let reason): "\(path): cannot write: \(reason)"
        case .cairo(let reason): "cairo: \(reason)"
        case .tooLarge(let reason): reason
        case .itemTooLarge(_, _, let reason): reason
        case .layout(let reason): reason
        case .encoding(let reason): reason
        case .invalidOptions(let reason): reason
        }
    }
}
