import AutocellImage
import AutocellSource
import AutocellTable

/// What `FeedRenderer` draws and how.
public struct RenderOptions: Sendable {
    public enum Format: String, CaseIterable, Sendable {
        /// Pixels at `scale`, split into numbered pages when taller than Cairo allows.
        case png
        /// Vector, in points; one PDF page per 14,400 pt (the format's limit), breaking between rows.
        case pdf
        /// Vector, in points; one drawing.
        case svg
    }

    public var format = Format.png
    /// Render the table under each of these trait combinations, side by side, each column
    /// labelled with its name (`TraitCollection.name`; a column that sets only its width:
    /// "375 pt"): a trait matrix in one image. The image has the table's one scale; a
    /// column's scale is not used. The table's own width, scale and other traits are the
    /// content's: resolved once, before the render (`TableContent.resolved(for:)`).
    public var columns: [TraitCollection] = []
    /// Flat row indexes (counting across sections from 0); nil: every row.
    public var rows: ClosedRange<Int>?
    /// What a screen this many points tall shows at `offset` points of scroll.
    public var viewportHeight: Double?
    public var offset = 0.0
    /// How PNG pages are compressed: `.fast` (bulk rendering, the default) or `.reference`
    /// (files about 30% smaller at many times the encoding time, for references kept in git).
    public var pngCompression = PNGEncoder.Compression.fast
    /// Frame outlines, names, truncation marks and problem rows.
    public var debug = false
    /// Cairo's image surfaces stop at 32,767 pixels per side.
    public var maximumPagePixels = 32_767
    /// Rows are laid out and paged in fixed chunks, so pages come out the same whatever the
    /// number of cores; chunks are spread over `workers` threads.
    public var rowsPerChunk = 2_048
    public var workers = 2
    /// The files the render reads (the fixture and every file it names: images, nibs, asset
    /// catalogs). None is ever written, replaced or removed: the output, its layout record,
    /// its pages and the stale pages it sweeps are checked against them by real path before
    /// any work, and a stale page that is an input is not one (issue 49).
    public var inputs: [String] = []
    /// Writes the layout beside a one-image PNG (`OUT.layout.json`, `LayoutRecord`), put in
    /// place with the image: both or neither. A render that gives no such image (pages, PDF,
    /// SVG, a collection) removes a record it finds there only when it is a regular file of
    /// Autocell's own making (a layout record), never an input, a folder, a link or a FIFO.
    public var layoutRecord = false
    /// Set by `render` itself: the record to put in place with a one-image PNG, and `inputs`
    /// as files on disk (known once, checked against every page and record).
    var companion: PageSet.Companion?
    var inputFiles = AtomicFile.Inputs([])

    public init() {}

    /// A PNG of `rows` only or of one screen of a viewport, optionally with the debug overlay.
    public init(rows: ClosedRange<Int>? = nil, viewport: (height: Double, offset: Double)? = nil, debug: Bool = false) {
        self.rows = rows
        viewportHeight = viewport?.height
        offset = viewport?.offset ?? 0
        self.debug = debug
    }

    /// PDF's largest page side, in points.
    static let maximumPDFPagePoints = 14_400.0
}

/// The files a render wrote, in order, with their sizes in pixels (points for vector output).
public struct RenderResult: Sendable {
    public struct File: Sendable {
        public var path: String
        public var width: Int
        public var height: Int
    }

    public var files: [File]
    public var rows: Int
    /// The layout record written beside the image (`RenderOptions.layoutRecord`), if any.
    public var layoutRecord: String?
}
