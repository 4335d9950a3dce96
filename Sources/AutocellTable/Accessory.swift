/// The standard accessory views of `UITableViewCell`.
public enum Accessory: String, Hashable, Sendable, CaseIterable {
    case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton

    /// How much narrower than the table the cell's contentView is, as `UITableViewCell` lays it out.
    public var width: Double {
        switch self {
        case .none: 0
        case .disclosureIndicator: 34
        case .detailDisclosureButton: 68
        case .checkmark: 40
        case .detailButton: 48
        }
    }
}
