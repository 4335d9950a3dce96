import AutocellLayout

/// `CALayer`: the view's corner radius, border, shadow and masking, which drawing reads.
@MainActor
open class CALayer: NSObject {
    /// `CACornerMask`.
    public struct CornerMaskSet: OptionSet, Sendable {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layerMinXMinYCorner = CornerMaskSet(rawValue: 1)
        public static let layerMaxXMinYCorner = CornerMaskSet(rawValue: 2)
        public static let layerMinXMaxYCorner = CornerMaskSet(rawValue: 4)
        public static let layerMaxXMaxYCorner = CornerMaskSet(rawValue: 8)
    }

    weak var view: UIView?
    open var cornerRadius: CGFloat = 0
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColor? = UIColor.black.cgColor
    open var masksToBounds: Bool {
        get { view?.clipsToBounds ?? ownMasksToBounds }
        set {
            ownMasksToBounds = newValue
            view?.clipsToBounds = newValue
        }
    }
    private var ownMasksToBounds = false
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    open var shadowColor: CGColor? = UIColor.black.cgColor
    open var shadowOpacity: Float = 0
    open var shadowRadius: CGFloat = 3
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var opacity: Float {
        get { Float(view?.alpha ?? 1) }
        set { view?.alpha = CGFloat(newValue) }
    }

    public override init() { super.init() }
}

public typealias CACornerMask = CALayer.CornerMaskSet
