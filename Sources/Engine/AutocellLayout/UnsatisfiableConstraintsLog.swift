/// UIKit's console message for required constraints that cannot all hold, as iOS 10 and later
/// write it (`[LayoutConstraints]` is the log category Xcode's console shows): the header, the
/// constraints' descriptions in a parenthesised list, the one broken to recover, and the
/// symbolic-breakpoint hint. The one framing of that message: fixtures' conflicts (with view
/// names) and the UIKit layer's (with objects' class names and addresses) both use it, so that
/// what either prints reads as iOS prints it and `autocell explain --log` reads it back.
public enum UnsatisfiableConstraintsLog {
    /// `constraints`: each listed constraint's description (`<NSLayoutConstraint:0x… …   (active)>`);
    /// `broken`: the description of the one broken.
    public static func message(constraints: [String], broken: String) -> String {
        var lines = [
            "[LayoutConstraints] Unable to simultaneously satisfy constraints.",
            "\tProbably at least one of the constraints in the following list is one you don't want. ",
            "\tTry this: ",
            "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
            "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
            "(",
        ]
        lines += constraints.enumerated().map { "    \"\($0.element)\"" + ($0.offset < constraints.count - 1 ? "," : "") }
        lines += [
            ")",
            "",
            "Will attempt to recover by breaking constraint ",
            broken,
            "",
            "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.",
            "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.",
        ]
        return lines.joined(separator: "\n")
    }

    /// UIKit lists `NSLayoutConstraint`s only: a view's size not going negative is the
    /// engine's own rule, not a constraint it prints.
    public static func listed(_ conflict: LayoutConflict) -> [ConflictMember] {
        conflict.members.filter { if case .implicit = $0.kind { false } else { true } }
    }
}
