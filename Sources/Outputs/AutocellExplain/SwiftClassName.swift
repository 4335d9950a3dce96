/// A Swift class's runtime name as the Objective-C runtime prints it when the class has no
/// `@objc` name: `_TtC5MyApp11ProfileView` (module `MyApp`, class `ProfileView`),
/// `_TtCC5MyApp4Feed4Cell` (a nested class), `_TtGC7SwiftUI14_UIHostingView…` (a generic one).
/// Swift's ABI documentation ("Mangling", the `_Tt` prefix kept for Objective-C) describes the
/// form: length-prefixed identifiers after `_Tt`, `G` for a generic, one `C` per class level.
/// UIKit's logs print it for an app's own views, whose names start with `_` like Apple's
/// private classes but are the app's.
public struct SwiftClassName: Hashable, Sendable {
    public var module: String
    /// The class's own name (the innermost, for a nested class).
    public var name: String

    public init(module: String, name: String) {
        self.module = module
        self.name = name
    }

    /// Read from a runtime name; nil when it is not a mangled Swift class name.
    public init?(_ runtimeName: String) {
        guard runtimeName.hasPrefix("_Tt") else { return nil }
        var rest = Substring(runtimeName.dropFirst(3))
        if rest.first == "G" { rest = rest.dropFirst() }
        let levels = rest.prefix { $0 == "C" }.count
        guard levels > 0 else { return nil }
        rest = rest.dropFirst(levels)
        var identifiers: [String] = []
        for _ in 0..<(levels + 1) {
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty, let length = Int(digits), length > 0, length <= rest.count - digits.count else { break }
            rest = rest.dropFirst(digits.count)
            identifiers.append(String(rest.prefix(length)))
            rest = rest.dropFirst(length)
        }
        guard identifiers.count >= 2, let module = identifiers.first, let name = identifiers.last else { return nil }
        self.module = module
        self.name = name
    }

    /// Apple's frameworks whose classes are theirs, not an app's.
    public var isApples: Bool { ["SwiftUI", "UIKit", "UIKitCore", "Foundation", "MapKit", "WebKit"].contains(module) }
}
