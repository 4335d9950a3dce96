/// What one row changes of its template beyond texts and images, without rebuilding the
/// template's constraint system (rows differ by constants, activation and intrinsic sizes):
/// view properties (`hidden`, `background`, a label's `lines` or font, …), the constants of
/// constraints named by their identifier, and which of those constraints are inactive. As a
/// `cellForRowAt` that sets `isHidden`, `constant` and `isActive` on a reused cell.
public struct RowState: Hashable, Sendable {
    /// The views whose properties this row sets, whole (the template's view with the row's
    /// properties applied). A view keeps its kind, parent and priorities.
    public var views: [String: ViewSpec]
    /// New constants, by the constraint's identifier (`#id` in the text syntax, `id:` in a
    /// fixture): every constraint with that identifier takes it.
    public var constants: [String: Double]
    /// Identifiers of constraints inactive in this row (`isActive = false`).
    public var inactive: Set<String>

    public init(views: [String: ViewSpec] = [:], constants: [String: Double] = [:], inactive: Set<String> = []) {
        self.views = views
        self.constants = constants
        self.inactive = inactive
    }

    public var isEmpty: Bool { views.isEmpty && constants.isEmpty && inactive.isEmpty }
}
