import AutocellLayout
import AutocellTable
import AutocellSource
import AutocellText
import AutocellDrawing

/// Why a feed could not be rendered. Every case names the file or the limit involved, and
/// keeps the kind of what it wraps (`kind`): an internal layout failure stays internal.
public enum RenderError: AutocellError, Equatable, Sendable {
    case imageUnreadable(path: String, reason: String)
    case outputUnwritable(path: String, reason: String)
    /// Cairo refused to create or draw a surface.
    case cairo(String)
    /// The image would exceed what Cairo can hold and cannot be split into pages.
    case tooLarge(String)
    /// One row, header or footer too large to draw, named by its place in the table so that a
    /// caller holding the fixture can point at the line that declares it.
    case itemTooLarge(kind: TableItemKind, indexPath: RowIndexPath, reason: String)

    /// A row, header or footer taller than a Cairo image can hold, said the one way (`render`
    /// and `inspect`), at its place in the table.
    public static func tooTall(
        kind: TableItemKind, indexPath: RowIndexPath, height: Double, scale: Double, limit: Int,
        advice: String = "render it with --format pdf or svg, or at a smaller --scale"
    ) -> RenderError {
        let what = kind == .cell ? "row \(indexPath.description)" : "\(kind.rawValue) of section \(indexPath.section)"
        return .itemTooLarge(kind: kind, indexPath: indexPath, reason: "\(what) is \(Int((height * scale).rounded())) pixels tall at scale \(numberText(scale)), more than the \(limit) pixels a Cairo image can hold; \(advice)")
    }
    /// A row that could not be laid out, its place said in the message.
    case layout(LayoutError)
    /// Text measurement could not be set up (the table's fonts, or Pango itself).
    case text(TextError)
    case encoding(String)
    case invalidOptions(String)

    /// A canvas's failure (an image surface, a PDF or SVG document, an image to draw) in the
    /// render's words: the same case, message and kind.
    public init(_ error: CanvasError) {
        switch error {
        case .tooLarge(let reason): self = .tooLarge(reason)
        case .cairo(let reason): self = .cairo(reason)
        case .encoding(let reason): self = .encoding(reason)
        case .imageUnreadable(let path, let reason): self = .imageUnreadable(path: path, reason: reason)
        case .writeFailed(let path, let reason): self = .outputUnwritable(path: path, reason: reason)
        }
    }

    /// Runs `body`, a canvas operation, turning its failure into a render error.
    public static func drawing<T>(_ body: () throws(CanvasError) -> T) throws(RenderError) -> T {
        do {
            return try body()
        } catch {
            throw RenderError(error)
        }
    }

    /// A file that could not be written (`AtomicFile`), as a render error.
    public init(_ error: OutputError) {
        self = .outputUnwritable(path: error.path, reason: error.reason)
    }

    public var kind: FailureKind {
        switch self {
        case .imageUnreadable, .tooLarge, .invalidOptions: .input
        case .itemTooLarge: .locatedInput
        case .outputUnwritable, .cairo, .encoding: .output
        case .layout(let error): error.kind
        case .text(let error): error.kind
        }
    }

    public var description: String {
        switch self {
        case .imageUnreadable(let path, let reason): "\(path): cannot read image: \(reason)"
        case .outputUnwritable(let path, let reason): "\(path): cannot write: \(reason)"
        case .cairo(let reason): "cairo: \(reason)"
        case .tooLarge(let reason): reason
        case .itemTooLarge(_, _, let reason): reason
        case .layout(let error): error.description
        case .text(let error): "cannot set up text measurement: \(error)"
        case .encoding(let reason): reason
        case .invalidOptions(let reason): reason
        }
    }

    /// Runs `body`, a file operation, turning its failure into a render error.
    public static func writing<T>(_ body: () throws(OutputError) -> T) throws(RenderError) -> T {
        do {
            return try body()
        } catch {
            throw RenderError(error)
        }
    }
}

extension RenderError {
    /// The error in the terms of the document `file` that was rendered: errors about the
    /// feed's content name the document, errors about files name the file, and a row too large
    /// to draw names the line that declares it (`source`: where the document declares an item).
    public func located(file: String, source: (TableItemKind, RowIndexPath) -> SourceLocation?) -> String {
        switch self {
        case .imageUnreadable, .outputUnwritable: "autocell: \(self)"
        case .itemTooLarge(let kind, let indexPath, let reason):
            source(kind, indexPath).map { Diagnostic(at: $0, reason).description } ?? "autocell: \(file): \(reason)"
        default: "autocell: \(file): \(self)"
        }
    }
}
