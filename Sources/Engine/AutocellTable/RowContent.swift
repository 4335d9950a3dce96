import AutocellLayout
import AutocellText
import AutocellDrawing

/// What one row shows: which template, and the texts and images its configuration sets
/// (what `cellForRowAtIndexPath` would do to a dequeued cell).
public struct RowContent: Hashable, Sendable {
    public var template: String
    public var key: String?
    /// Label texts by view name; labels not named keep their template text.
    public var texts: [String: String]
    /// Image sizes in points by view name; `.some(nil)` is an image view with no image.
    public var images: [String: Size?]
    /// Image files (absolute paths) by view name, for painting.
    public var imagePaths: [String: String]
    /// View properties, constants and active constraints this row changes.
    public var state: RowState

    public init(
        template: String, key: String? = nil, texts: [String: String] = [:], images: [String: Size?] = [:],
        imagePaths: [String: String] = [:], state: RowState = RowState()
    ) {
        self.template = template
        self.key = key
        self.texts = texts
        self.images = images
        self.imagePaths = imagePaths
        self.state = state
    }
}
