import AutocellUIKit

/// swift-snapshot-testing's `ViewImageConfig`, which the library defines on iOS only: a device's
/// screen size, safe area and traits for `assertSnapshot(of: controller, as: .image(on:
/// .iPhoneSe))`. The same names, sizes and safe areas as the library's configurations (its
/// `Common/View.swift`), so a test written for iOS compiles and lays out alike here.
///
/// Like the library's, the traits carry no display scale (the image comes at the scale of the
/// machine running the test: `UITraitCollection.current`, @2x unless set, or a `traits:` the
/// test passes), and they set the text size to `.medium`, one step below the iPhone's default
/// `.large`: Dynamic Type fonts are a point smaller than on a phone (body 16 pt). Measured on
/// swift-snapshot-testing's own recorded `testTableViewController` (`.image(on: .iPhoneSe)`):
/// the default-style rows' digits are 11.33 pt tall, SF's figure height (1443/2048 em) at 16 pt.
public struct ViewImageConfig: Sendable {
    public enum Orientation: Sendable {
        case landscape
        case portrait
    }

    public enum TabletOrientation: Sendable {
        public enum PortraitSplits: Sendable {
            case oneThird
            case twoThirds
            case full
        }

        public enum LandscapeSplits: Sendable {
            case oneThird
            case oneHalf
            case twoThirds
            case full
        }

        case landscape(splitView: LandscapeSplits)
        case portrait(splitView: PortraitSplits)
    }

    public var safeArea: UIEdgeInsets
    public var size: CGSize?
    public var traits: UITraitCollection

    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }

    // MARK: iPhones

    /// An iPhone: its portrait size and safe areas, landscape being the same turned.
    private static func phone(
        _ orientation: Orientation, width: CGFloat, height: CGFloat, portraitSafeArea: UIEdgeInsets,
        landscapeSafeArea: UIEdgeInsets, forceTouch: UIForceTouchCapability = .available, regularInLandscape: Bool = false
    ) -> ViewImageConfig {
        let portrait = orientation == .portrait
        let traits = UITraitCollection(traitsFrom: [
            .init(forceTouchCapability: forceTouch), .init(layoutDirection: .leftToRight),
            .init(preferredContentSizeCategory: .medium), .init(userInterfaceIdiom: .phone),
            .init(horizontalSizeClass: !portrait && regularInLandscape ? .regular : .compact),
            .init(verticalSizeClass: portrait ? .regular : .compact),
        ])
        return ViewImageConfig(
            safeArea: portrait ? portraitSafeArea : landscapeSafeArea,
            size: portrait ? CGSize(width: width, height: height) : CGSize(width: height, height: width), traits: traits)
    }

    private static let statusBar = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    private static let notch44 = (UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0), UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44))
    private static let notch47 = (UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    private static let notch50 = (UIEdgeInsets(top: 50, left: 0, bottom: 34, right: 0), UIEdgeInsets(top: 0, left: 50, bottom: 21, right: 50))

    public static let iPhoneSe = iPhoneSe(.portrait)
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 320, height: 568, portraitSafeArea: statusBar, landscapeSafeArea: .zero)
    }

    public static let iPhone8 = iPhone8(.portrait)
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 375, height: 667, portraitSafeArea: statusBar, landscapeSafeArea: .zero)
    }

    public static let iPhone8Plus = iPhone8Plus(.portrait)
    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 414, height: 736, portraitSafeArea: statusBar, landscapeSafeArea: .zero, regularInLandscape: true)
    }

    public static let iPhoneX = iPhoneX(.portrait)
    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 375, height: 812, portraitSafeArea: notch44.0, landscapeSafeArea: notch44.1)
    }

    public static let iPhoneXsMax = iPhoneXsMax(.portrait)
    public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 414, height: 896, portraitSafeArea: notch44.0, landscapeSafeArea: notch44.1, regularInLandscape: true)
    }

    public static let iPhoneXr = iPhoneXr(.portrait)
    public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 414, height: 896, portraitSafeArea: notch44.0, landscapeSafeArea: notch44.1,
              forceTouch: .unavailable, regularInLandscape: true)
    }

    public static let iPhone12 = iPhone12(.portrait)
    public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 390, height: 844, portraitSafeArea: notch47.0, landscapeSafeArea: notch47.1)
    }

    public static let iPhone12Pro = iPhone12(.portrait)
    public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig { iPhone12(orientation) }

    public static let iPhone12ProMax = iPhone12ProMax(.portrait)
    public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 428, height: 926, portraitSafeArea: notch47.0, landscapeSafeArea: notch47.1, regularInLandscape: true)
    }

    public static let iPhone13 = iPhone13(.portrait)
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig { iPhone12(orientation) }

    public static let iPhone13Mini = iPhone13Mini(.portrait)
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 375, height: 812, portraitSafeArea: notch50.0, landscapeSafeArea: notch50.1)
    }

    public static let iPhone13Pro = iPhone13(.portrait)
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig { iPhone13(orientation) }

    public static let iPhone13ProMax = iPhone13ProMax(.portrait)
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig { iPhone12ProMax(orientation) }

    // MARK: iPads

    /// An iPad: the width of each split (landscape, then portrait), its full-screen height,
    /// and its safe area (the same in every orientation). A compact split is compact width.
    private static func pad(
        _ orientation: TabletOrientation, landscape: (oneThird: CGFloat, oneHalf: CGFloat, twoThirds: CGFloat, full: CGFloat),
        portrait: (oneThird: CGFloat, twoThirds: CGFloat, full: CGFloat), safeArea: UIEdgeInsets, regularHalf: Bool = false
    ) -> ViewImageConfig {
        let width: CGFloat, height: CGFloat, compact: Bool
        switch orientation {
        case .landscape(let split):
            height = portrait.full
            switch split {
            case .oneThird: (width, compact) = (landscape.oneThird, true)
            case .oneHalf: (width, compact) = (landscape.oneHalf, !regularHalf)
            case .twoThirds: (width, compact) = (landscape.twoThirds, false)
            case .full: (width, compact) = (landscape.full, false)
            }
        case .portrait(let split):
            height = landscape.full
            switch split {
            case .oneThird: (width, compact) = (portrait.oneThird, true)
            case .twoThirds: (width, compact) = (portrait.twoThirds, true)
            case .full: (width, compact) = (portrait.full, false)
            }
        }
        let traits = UITraitCollection(traitsFrom: [
            .init(horizontalSizeClass: compact ? .compact : .regular), .init(verticalSizeClass: .regular), .init(userInterfaceIdiom: .pad),
        ])
        return ViewImageConfig(safeArea: safeArea, size: CGSize(width: width, height: height), traits: traits)
    }

    private static func full(_ orientation: Orientation) -> TabletOrientation {
        orientation == .landscape ? .landscape(splitView: .full) : .portrait(splitView: .full)
    }

    public static let iPadMini = iPadMini(.landscape)
    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig { iPadMini(full(orientation)) }
    public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig {
        pad(orientation, landscape: (320, 507, 694, 1024), portrait: (320, 438, 768), safeArea: statusBar)
    }

    public static let iPad9_7 = iPadMini
    public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig { iPadMini(orientation) }
    public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig { iPadMini(orientation) }

    public static let iPad10_2 = iPad10_2(.landscape)
    public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig { iPad10_2(full(orientation)) }
    public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig {
        pad(orientation, landscape: (320, 535, 750, 1080), portrait: (320, 480, 810), safeArea: statusBar)
    }

    public static let iPadPro10_5 = iPadPro10_5(.landscape)
    public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig { iPadPro10_5(full(orientation)) }
    public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig {
        pad(orientation, landscape: (320, 551, 782, 1112), portrait: (320, 504, 834), safeArea: statusBar)
    }

    public static let iPadPro11 = iPadPro11(.landscape)
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig { iPadPro11(full(orientation)) }
    public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig {
        pad(orientation, landscape: (375, 592, 809, 1194), portrait: (320, 504, 834), safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    }

    public static let iPadPro12_9 = iPadPro12_9(.landscape)
    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig { iPadPro12_9(full(orientation)) }
    public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig {
        pad(orientation, landscape: (375, 678, 981, 1366), portrait: (375, 639, 1024), safeArea: statusBar, regularHalf: true)
    }
}
