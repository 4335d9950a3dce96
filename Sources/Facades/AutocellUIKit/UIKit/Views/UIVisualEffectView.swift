import Foundation

/// `UIVisualEffect`, `UIBlurEffect` and `UIVibrancyEffect`: kept on the effect view.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject {
    public override init() { super.init() }
}

@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    /// `UIBlurEffect.Style`, with UIKit's raw values.
    public enum Style: Int, Sendable {
        case extraLight, light, dark, extraDark, regular, prominent
        case systemUltraThinMaterial = 6, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight, systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark, systemChromeMaterialDark
    }
    public let style: Style
    public init(style: Style) {
        self.style = style
        super.init()
    }
}

/// `UIVibrancyEffectStyle` (iOS 13), with UIKit's raw values.
public enum UIVibrancyEffectStyle: Int, Sendable {
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
}

@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
    public let style: UIVibrancyEffectStyle?
    public init(blurEffect: UIBlurEffect) {
        style = nil
        super.init()
    }
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.style = style
        super.init()
    }
}

/// `UIVisualEffectView`: a view whose `contentView` (filling it) holds what it shows. The blur
/// itself is not drawn — headless there is nothing behind a view to blur — and the view says so
/// the first time one is made; its content view and subviews are laid out and drawn.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    open var effect: UIVisualEffect?
    public let contentView = UIView()

    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
        if effect != nil {
            UIKitGap.visualEffects.note()
        }
    }

    public convenience override init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }
}
