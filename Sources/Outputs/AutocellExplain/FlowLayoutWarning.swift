import AutocellSource

/// UIKit's warning "The behavior of the UICollectionViewFlowLayout is not defined because: the
/// item height must be less than the height of the UICollectionView minus the section insets
/// top and bottom values, minus the content insets top and bottom values" (or the item width,
/// with left and right): not a constraint conflict. Its own words are the rule; the collection
/// view it prints (`frame = (0 0; 375 60)`, `adjustedContentInset: {0, 0, 34, 0}`, iOS 11 on;
/// `contentInset` before) give the numbers; the item size and the section insets it does not
/// print, so the sum says what they must stay within.
public struct FlowLayoutWarning: Sendable {
    /// The axis the item does not fit along: the item's height (a vertical fit), or its width.
    public enum Dimension: String, Hashable, Sendable { case height, width }

    public var dimension: Dimension
    /// The collection view's frame size, when the warning prints it.
    public var size: (width: Double, height: Double)?
    /// The content insets it prints (top, left, bottom, right): the adjusted ones when given.
    public var insets: (top: Double, left: Double, bottom: Double, right: Double)?
    /// Which insets those are (`adjustedContentInset` or `contentInset`).
    public var insetsName: String?
    /// The line the warning's rule is on (1-based).
    public var line: Int

    /// The warnings in `text`, in order; empty when it holds none.
    public static func all(in text: String) -> [FlowLayoutWarning] {
        guard text.contains("must be less than the") else { return [] }
        var found: [FlowLayoutWarning] = []
        for (number, raw) in UIKitLogParser.physicalLines(text).enumerated() {
            let line = UIKitLogParser.unescaped(raw)
            if line.contains("the item height must be less than the height of the UICollectionView") {
                found.append(FlowLayoutWarning(dimension: .height, line: number + 1))
            } else if line.contains("the item width must be less than the width of the UICollectionView") {
                found.append(FlowLayoutWarning(dimension: .width, line: number + 1))
            }
            // The collection view it is attached to, printed after the rule.
            guard !found.isEmpty, found[found.count - 1].size == nil, line.contains("<UICollectionView") || line.contains("CollectionView:") else { continue }
            if let frame = Self.numbers(after: "frame = (", in: line, separators: " ;"), frame.count == 4 {
                found[found.count - 1].size = (frame[2], frame[3])
            }
            for name in ["adjustedContentInset", "contentInset"] {
                if let values = Self.numbers(after: "\(name): {", in: line, separators: ", "), values.count == 4 {
                    found[found.count - 1].insets = (values[0], values[1], values[2], values[3])
                    found[found.count - 1].insetsName = name
                    break
                }
            }
        }
        return found
    }

    /// The numbers after `marker` up to its closing bracket, split at `separators`.
    static func numbers(after marker: String, in line: String, separators: String) -> [Double]? {
        guard let start = line.range(of: marker) else { return nil }
        let body = line[start.upperBound...].prefix { $0 != ")" && $0 != "}" }
        let values = body.split(whereSeparator: { separators.contains($0) }).map { Double($0) }
        guard !values.isEmpty, values.allSatisfy({ $0 != nil }) else { return nil }
        return values.compactMap { $0 }
    }

    /// The collection view's size along the axis, less the content insets on it.
    public var room: Double? {
        guard let size else { return nil }
        let whole = dimension == .height ? size.height : size.width
        let inset = insets.map { dimension == .height ? $0.top + $0.bottom : $0.left + $0.right } ?? 0
        return whole - inset
    }

    /// The rule with the warning's numbers: `item height ≤ 60 − (0 + 34) − section insets = 26 − section insets`.
    public var sentence: String {
        let item = "the item's \(dimension.rawValue)"
        let sides = dimension == .height ? "top + bottom" : "left + right"
        guard let size, let room else {
            return "\(item) must be less than the collection view's \(dimension.rawValue) less the section insets (\(sides)) and the content insets (\(sides)); the warning does not print the collection view's frame, so the numbers are not in it"
        }
        let whole = dimension == .height ? size.height : size.width
        let inset = insets.map { dimension == .height ? ($0.top, $0.bottom) : ($0.left, $0.right) }
        let insetText = inset.map { " − (\(numberText($0.0)) + \(numberText($0.1)))" } ?? ""
        let name = insetsName.map { " (\($0) \(sides))" } ?? " (no content insets printed: taken as 0)"
        return "\(item) + section insets (\(sides)) must be less than \(numberText(whole))\(insetText) = \(numberText(room)): the collection view's \(dimension.rawValue) \(numberText(whole)) less its content insets\(insets == nil ? "" : name); an item of \(numberText(room)) pt or more, or section insets that leave it less room, break the rule"
    }

    /// Ways out, most likely meant first.
    public var fixes: [String] {
        var list: [String] = []
        let room = self.room.map { " (less than \(numberText($0)) pt, section insets included)" } ?? ""
        list.append("return an item \(dimension.rawValue) that fits\(room) from collectionView(_:layout:sizeForItemAt:) or itemSize, computed from the collection view's bounds less its adjustedContentInset and the section insets, and invalidate the layout when the bounds change (viewWillTransition(to:with:), a rotation)")
        if let insets, insetsName == "adjustedContentInset", (dimension == .height ? insets.top + insets.bottom : insets.left + insets.right) > 0 {
            list.append("the adjusted content inset comes from the safe area (or the bars): for a strip that should not scroll under them, set collectionView.contentInsetAdjustmentBehavior = .never")
        }
        list.append("with self-sizing cells (estimatedItemSize = UICollectionViewFlowLayout.automaticSize): the cell's constraints size it \(dimension == .height ? "taller" : "wider") than the collection view; make the cell's \(dimension.rawValue) chain give way (a constraint at 999, or a \(dimension.rawValue) constraint ≤ the room)")
        return list
    }

    public func text(file: String) -> String {
        var lines = ["\(file):\(line): UICollectionViewFlowLayout's warning that an item does not fit (\"the behavior of the UICollectionViewFlowLayout is not defined\"), not a constraint conflict: the layout has an item too \(dimension == .height ? "tall" : "wide") for its collection view."]
        lines.append("  Added up: \(sentence).")
        lines.append("  Ways out, most likely meant first:")
        lines += fixes.map { "  - \($0)" }
        return lines.joined(separator: "\n")
    }

    public var json: JSONValue {
        var members: [(String, JSONValue)] = [
            ("kind", .string("flowLayoutWarning")), ("dimension", .string(dimension.rawValue)), ("line", .number(Double(line))),
        ]
        members.append(("collectionViewSize", size.map { .object([("width", .number($0.width)), ("height", .number($0.height))]) } ?? .null))
        members.append(("contentInsets", insets.map {
            .object([("top", .number($0.top)), ("left", .number($0.left)), ("bottom", .number($0.bottom)), ("right", .number($0.right))])
        } ?? .null))
        members.append(("room", room.map { .number($0) } ?? .null))
        members.append(("sentence", .string(sentence)))
        members.append(("fixes", .array(fixes.map { .string($0) })))
        return .object(members)
    }
}
