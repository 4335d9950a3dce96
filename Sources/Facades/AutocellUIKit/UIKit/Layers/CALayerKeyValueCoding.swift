import Foundation

/// `CAAction`: what a layer runs when a property changes (implicit animations). Nothing
/// animates headless, so actions are kept and never run; `NSNull()` is one, as on iOS, where
/// `layer.actions = ["position": NSNull()]` turns an implicit animation off.
public protocol CAAction {}
extension NSNull: CAAction {}
extension CAAnimation: CAAction {}

/// Core Animation's key-value coding (Apple's "Core Animation Programming Guide", Key-Value
/// Coding Extensions: `CALayer` is a key-value coding compliant container, so a value can be set
/// for any key): the layer's animatable properties by their key paths (`opacity`,
/// `backgroundColor`, `strokeEnd`…), which apps read and set when they animate by key; any other
/// key is kept on the layer, as on iOS.
extension CALayer {
    /// A CGFloat from what key-value coding hands over (NSNumber, Double, Float, Int, CGFloat).
    static func kvcFloat(_ value: Any?) -> CGFloat? {
        switch value {
        case let number as CGFloat: number
        case let number as Double: CGFloat(number)
        case let number as Float: CGFloat(number)
        case let number as Int: CGFloat(number)
        case let number as NSNumber: CGFloat(number.doubleValue)
        default: nil
        }
    }

    static func kvcColor(_ value: Any?) -> CGColor? {
        switch value {
        case let color as CGColor: color
        case let color as UIColor: color.cgColor
        default: nil
        }
    }
}
