import AutocellSolver
import ArgumentParser
import Foundation

/// `autocell solve FILE`: solve a constraint file and print the values as JSON.
struct SolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solve",
        abstract: "Solve a file of linear constraints with Auto Layout priorities.",
        discussion: """
            One constraint per line, EXPR (== | <= | >=) EXPR [@PRIORITY]. An expression sums NUMBER, NAME, NUMBER*NAME and NAME*NUMBER terms with + and -; names may contain dots. # starts a comment.

              # the name label sits 10 pt right of the avatar
              name.left == avatar.left + avatar.width + 10
              name.width >= 120 @750          # compression resistance
              name.width <= 120 @defaultLow   # hugging
              2*half.width == container.width
              edit container.width @999 = 375

            Priorities run 1...1000 (1000, the default, is required) or are named: required, defaultHigh (750), defaultLow (250), fittingSizeLevel (50). A higher priority wins outright: no number of lower-priority constraints outweighs it. `edit NAME @P = VALUE` makes NAME an edit variable (P below 1000) and suggests VALUE.

            Output is JSON: {"values": {NAME: NUMBER}, "conflicts": [{"constraints": [LINE, ...], "broken": LINE}], "ambiguous": [NAME, ...]}, with 1-based line numbers. Required constraints that cannot all hold are handled as UIKit does: of the irreducible set that conflicts, the latest line is broken and solving goes on. "ambiguous" lists the variables the constraints leave free.

            \(ExitStatus.help(done: "when solved (conflicts are reported, not fatal)"))
            """
    )

    @Argument(help: "The constraint file, or - to read standard input.")
    var file: String

    func run() throws {
        let text = try CommandOutput.readText(file, what: "the constraints")
        let report = try SolveReport.solve(try ConstraintFile.parse(text, file: file == "-" ? "<stdin>" : file))
        CommandOutput.print(report.json.rendered())
    }
}
