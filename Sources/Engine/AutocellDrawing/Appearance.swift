/// `UIUserInterfaceStyle`: light or dark. Semantic colours (`SystemColor`) resolve to one of
/// their two values by it.
public enum Appearance: String, Hashable, Sendable, CaseIterable {
    case light, dark
}
