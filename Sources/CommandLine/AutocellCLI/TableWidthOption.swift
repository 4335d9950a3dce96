import ArgumentParser

/// `--width`: the table's width, the option every command that lays out a fixture shares.
struct TableWidthOption: ParsableArguments {
    @Option(help: "Table width in points (default: the fixture's table.width).")
    var width: Double?

    /// A table width UIKit could have.
    func validate() throws {
        if let width, !(width.isFinite && width > 0 && width <= 100_000) {
            throw ValidationError("--width must be a number of points between 1 and 100000")
        }
    }
}
