/// What one fixture may hold, so that a small file cannot stand for a huge table: YAML
/// aliases let ten kilobytes name a million rows. Checked before rows are read, with the
/// place in the file. (Label texts have their own limits: `TextLimits`.)
public enum FixtureLimits {
    /// Rows in all sections together, and sections, after aliases are expanded.
    public static let maximumRows = 100_000
    /// Font files under `fonts:` (each is read when the fixture is).
    public static let maximumFontFiles = 64
}
