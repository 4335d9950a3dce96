import Foundation

// Text positions and ranges (`UITextInput`: `UITextPosition`, `UITextRange`,
// `selectedTextRange`, `beginningOfDocument`, `position(from:offset:)`, `textRange(from:to:)`,
// `offset(from:to:)`) on text fields and text views, the text container of a text view, and the
// link interaction of its delegate. Headless nothing is typed or selected: positions are
// offsets into the text, kept for code that moves the caret, and nothing is drawn for them (as
// in a snapshot of a field that is not first responder).

/// `UITextPosition`: an offset into the text, in UTF-16 units as UIKit's are.
@preconcurrency @MainActor
open class UITextPosition: NSObject {
    let offset: Int
    init(offset: Int) { self.offset = offset }
    public override init() { offset = 0 }
}

/// `UITextRange`: from one position to another.
@preconcurrency @MainActor
open class UITextRange: NSObject {
    open var start: UITextPosition { startPosition }
    open var end: UITextPosition { endPosition }
    open var isEmpty: Bool { startPosition.offset == endPosition.offset }
    private let startPosition: UITextPosition
    private let endPosition: UITextPosition
    init(start: UITextPosition, end: UITextPosition) {
        startPosition = start
        endPosition = end
    }
    public override init() {
        startPosition = UITextPosition()
        endPosition = UITextPosition()
    }
}

/// `UITextInput`: positions in the text of a field or text view (the members cells use).
@preconcurrency @MainActor
public protocol UITextInput: AnyObject {
    var selectedTextRange: UITextRange? { get set }
    var beginningOfDocument: UITextPosition { get }
    var endOfDocument: UITextPosition { get }
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    func text(in range: UITextRange) -> String?
}

/// The text a text input's positions count in.
@MainActor
protocol PositionedText: AnyObject {
    var positionedText: String { get }
}

extension UITextInput {
    private var utf16: String.UTF16View { ((self as? PositionedText)?.positionedText ?? "").utf16 }
    public var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
    public var endOfDocument: UITextPosition { UITextPosition(offset: utf16.count) }
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let target = position.offset + offset
        return (0...utf16.count).contains(target) ? UITextPosition(offset: target) : nil
    }
    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        UITextRange(start: fromPosition, end: toPosition)
    }
    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { toPosition.offset - from.offset }
    public func text(in range: UITextRange) -> String? {
        let units = Array(utf16)
        let lower = max(0, min(range.start.offset, units.count)), upper = max(lower, min(range.end.offset, units.count))
        return String(decoding: units[lower..<upper], as: UTF16.self)
    }
}

extension UITextField: UITextInput, PositionedText {
    var positionedText: String { text ?? "" }
}

extension UITextView: UITextInput, PositionedText {
    var positionedText: String { text ?? "" }
}

/// `NSTextContainer`: where a text view lays its text out. `lineFragmentPadding` (UIKit's 5 pt)
/// insets the text on both sides; `maximumNumberOfLines` and `lineBreakMode` limit it, as a
/// label's `numberOfLines` and `lineBreakMode` do.
@preconcurrency @MainActor
open class NSTextContainer: NSObject {
    open var lineFragmentPadding: CGFloat = 5 { didSet { textView?.invalidateIntrinsicContentSize() } }
    open var maximumNumberOfLines = 0 { didSet { textView?.invalidateIntrinsicContentSize() } }
    open var lineBreakMode = NSLineBreakMode.byWordWrapping { didSet { textView?.invalidateIntrinsicContentSize() } }
    open var widthTracksTextView = true
    open var heightTracksTextView = false
    open var size = CGSize(width: 0, height: CGFloat.greatestFiniteMagnitude)
    weak var textView: UITextView?
    public override init() { super.init() }
    public init(size: CGSize) {
        self.size = size
        super.init()
    }
}

/// `UIDataDetectorTypes`: kept (no data is detected headless; links are what attributed text marks).
public struct UIDataDetectorTypes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    public static let all = UIDataDetectorTypes(rawValue: .max)
}

/// `UITextItemInteraction`: how a link in a text view was touched.
public enum UITextItemInteraction: Int, Sendable { case invokeDefaultAction, presentActions, preview }
