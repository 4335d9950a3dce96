/// What the UIKit layer declares but does not do, or does only in part, as iOS does it. Each
/// gap says so once per process, the first time an app uses it (`note()`, a warning on standard
/// error naming the member and what is not applied), so that a snapshot is never silently
/// different from iOS's. `Documentation/UIKitAPI.md` ("Not applied, and said") lists every one;
/// a test holds the two lists equal and checks that each is said somewhere (issue 50's audit).
///
/// Members with no effect on a still image on iOS either (accessibility, haptics, gestures,
/// animation timing) are not gaps: they do in a snapshot what they do on a device.
package struct UIKitGap: Hashable, Sendable {
    /// The name the test finds the gap's use by (`UIKitGap.NAME.note()`).
    package let key: String
    /// The member as an app writes it.
    package let member: String
    /// What iOS does that Autocell does not.
    package let notApplied: String

    /// Says the gap, once per process.
    func note() { UIKitDiagnostics.report("\(member): \(notApplied)") }
}

extension UIKitGap {
    // MARK: Views and layers

    static let viewTransform = UIKitGap(key: "viewTransform", member: "UIView.transform", notApplied: "laid out as UIKit does (bounds and centre) and drawn untransformed")
    static let viewBoundsOrigin = UIKitGap(key: "viewBoundsOrigin", member: "UIView.bounds with a non-zero origin", notApplied: "the origin is dropped: subviews are not shifted by it")
    static let semanticPlayback = UIKitGap(key: "semanticPlayback", member: "UIView.semanticContentAttribute .playback / .spatial", notApplied: "laid out by the layout direction, as .unspecified")
    static let autoresizingShares = UIKitGap(key: "autoresizingShares", member: "UIView.autoresizingMask (both margins flexible) inside a view other than the root", notApplied: "placed as a share of its superview's length from the root's edge (exact only while that superview is at the root's edge)")
    static let layerAboveSubviews = UIKitGap(key: "layerAboveSubviews", member: "CALayer.addSublayer(_:) after subviews", notApplied: "drawn below the subviews: Autocell draws a view's own layers first (insert it with insertSublayer(_:at: 0) or in a view of its own)")
    static let layerShadowPath = UIKitGap(key: "layerShadowPath", member: "CALayer.shadowPath", notApplied: "the shadow follows the layer's rounded bounds, not the path")
    static let layerCornerCurve = UIKitGap(key: "layerCornerCurve", member: "CALayer.cornerCurve = .continuous", notApplied: "corners are drawn circular (a fraction of a point from iOS's continuous curve)")
    static let layerAnchorPoint = UIKitGap(key: "layerAnchorPoint", member: "CALayer.anchorPoint / a bounds origin", notApplied: "a layer is placed by its frame: anchor points other than the centre and bounds origins are not applied")
    static let conicGradient = UIKitGap(key: "conicGradient", member: "CAGradientLayer.type = .conic", notApplied: "not drawn: Autocell draws axial and radial gradients")
    static let contextAlpha = UIKitGap(key: "contextAlpha", member: "CGContext.setAlpha(_:)", notApplied: "applies to fills only, not to strokes, text and images drawn after it")
    static let continuousRoundedRect = UIKitGap(key: "continuousRoundedRect", member: "UIBezierPath(roundedRect:cornerRadius:)", notApplied: "circular corners (iOS's are continuous, a fraction of a point apart)")
    static let pathTransform = UIKitGap(key: "pathTransform", member: "CGPath(rect:transform:) and the other path initializers with a transform", notApplied: "the path is drawn untransformed")
    static let ellipticalCorners = UIKitGap(key: "ellipticalCorners", member: "CGMutablePath.addRoundedRect(in:cornerWidth:cornerHeight:) with a different width and height", notApplied: "circular corners of cornerWidth")

    // MARK: Text

    static let laterParagraphStyles = UIKitGap(key: "laterParagraphStyles", member: "NSAttributedString.Key.paragraphStyle after the string's start", notApplied: "only the style at the string's start is applied")
    static let underlinePatterns = UIKitGap(key: "underlinePatterns", member: "NSUnderlineStyle .thick / .double / patterns", notApplied: "drawn as a single underline")
    static let attributedPushOut = UIKitGap(key: "attributedPushOut", member: "NSParagraphStyle.lineBreakStrategy .pushOut in attributed text", notApplied: "attributed text breaks greedily (orphan words are pushed out in plain label text only)")
    static let labelDisabled = UIKitGap(key: "labelDisabled", member: "UILabel.isEnabled = false", notApplied: "the text is drawn in its own colour, not dimmed")
    static let multilineShrink = UIKitGap(key: "multilineShrink", member: "UILabel.adjustsFontSizeToFitWidth on several lines", notApplied: "Autocell shrinks one-line labels only; this one is wrapped and truncated at its font's size")
    static let preferredMaxLayoutWidth = UIKitGap(key: "preferredMaxLayoutWidth", member: "UILabel.preferredMaxLayoutWidth", notApplied: "a multi-line label is laid out at its width in the layout; this width is used for intrinsicContentSize only")
    static let insideTruncation = UIKitGap(key: "insideTruncation", member: "NSLineBreakMode .byTruncatingHead / .byTruncatingMiddle on several lines", notApplied: "the last line is truncated at its tail")
    static let unknownFontName = UIKitGap(key: "unknownFontName", member: "UIFont(name:size:) for a family that is not bundled", notApplied: "returns nil (only Autocell's bundled families are known, and SF Pro's files when given)")
    static let symbolicTraits = UIKitGap(key: "symbolicTraits", member: "UIFontDescriptor.withSymbolicTraits(_:) other than bold and italic", notApplied: "only bold and italic are applied")
    static let textFieldAlignment = UIKitGap(key: "textFieldAlignment", member: "UITextField.textAlignment", notApplied: "the text starts at the leading inset")
    static let textInputDynamicType = UIKitGap(key: "textInputDynamicType", member: "UITextField / UITextView.adjustsFontForContentSizeCategory", notApplied: "the font keeps the size it was made at")
    static let scrollingTextView = UIKitGap(key: "scrollingTextView", member: "UITextView with isScrollEnabled = true", notApplied: "laid out as a plain view with no intrinsic height; set isScrollEnabled = false for a text view sized by its text")

    // MARK: Images

    static let systemSymbols = UIKitGap(key: "systemSymbols", member: "UIImage(systemName:)", notApplied: "drawn with the open stand-in Material Symbols Rounded (its shapes, not Apple's) unless UIImage.autocellSymbolFontFiles or AUTOCELL_SYMBOL_FONTS give SF Symbols' fonts; a name neither has is a labelled placeholder (said with its name)")
    static let templateImages = UIKitGap(key: "templateImages", member: "UIImage.withRenderingMode(.alwaysTemplate) / withTintColor(_:) on a bitmap", notApplied: "drawn in its own colours: Autocell does not tint bitmaps")
    static let imageOrientation = UIKitGap(key: "imageOrientation", member: "UIImage(cgImage:scale:orientation:) with an orientation other than .up", notApplied: "the bitmap is drawn as given")
    static let drawnSymbol = UIKitGap(key: "drawnSymbol", member: "UIImage.draw(in:) / draw(at:) of an SF Symbol no symbol font has", notApplied: "nothing is drawn")
    static let attachmentImages = UIKitGap(key: "attachmentImages", member: "NSTextAttachment with a bitmap image", notApplied: "its space is kept in the text; the image is not drawn (SF Symbol attachments are)")
    static let rightToLeftImages = UIKitGap(key: "rightToLeftImages", member: "UIImage.imageFlippedForRightToLeftLayoutDirection()", notApplied: "the image is drawn unflipped in a right-to-left layout")
    static let highlightedImage = UIKitGap(key: "highlightedImage", member: "UIImageView.highlightedImage", notApplied: "the image view shows its image")

    // MARK: Cells and lists

    static let cellSelection = UIKitGap(key: "cellSelection", member: "a selected or highlighted cell (isSelected, isHighlighted, selectionStyle)", notApplied: "UIKit's default grey selection background is not drawn (a selectedBackgroundView's colour is)")
    static let cellBackgroundViews = UIKitGap(key: "cellBackgroundViews", member: "UITableViewCell / UICollectionViewCell backgroundView and selectedBackgroundView", notApplied: "drawn as their background colour only: their subviews, corners and border are not")
    static let separatorInsetRight = UIKitGap(key: "separatorInsetRight", member: "separatorInset.right (UITableViewCell, UITableView)", notApplied: "separators run to the right edge: only the left inset is applied")
    static let backgroundConfigurationShape = UIKitGap(key: "backgroundConfigurationShape", member: "UIBackgroundConfiguration.backgroundInsets", notApplied: "the background fills the cell: its insets are not applied")
    static let configurationStates = UIKitGap(key: "configurationStates", member: "UIListContentConfiguration / UIBackgroundConfiguration updated(for:) in a selected or highlighted state", notApplied: "the configuration is kept as it is: no selected or highlighted colours")
    static let builtInStylesAtAccessibilitySizes = UIKitGap(key: "builtInStylesAtAccessibilitySizes", member: "UITableViewCell built-in styles at accessibility text sizes", notApplied: "UIKit stacks the labels; Autocell places them as at regular sizes")
    static let subtitleTitleFont = UIKitGap(key: "subtitleTitleFont", member: "UITableViewCell(style: .subtitle) with a textLabel font other than Body", notApplied: "UIKit shifts the title by an amount Autocell does not model; it is placed unshifted")
    static let listConfigurationSpacing = UIKitGap(key: "listConfigurationSpacing", member: "UIListContentConfiguration imageToTextPadding / textToSecondaryText paddings / prefersSideBySideTextAndSecondaryText / vertical margins", notApplied: "the built-in style's spacing and arrangement are used")
    static let listImageProperties = UIKitGap(key: "listImageProperties", member: "UIListContentConfiguration.ImageProperties maximumSize / reservedLayoutSize", notApplied: "the image is laid out at its own size")
    static let listAccessories = UIKitGap(key: "listAccessories", member: "UICellAccessory .label / .outlineDisclosure / .delete / .reorder / .multiselect / .customView, or more than one", notApplied: "not drawn: the disclosure indicator, checkmark and detail accessories are, the first of them")
    static let listIndentation = UIKitGap(key: "listIndentation", member: "UICollectionViewListCell.indentationLevel / indentationWidth", notApplied: "the content is not indented")
    static let listHeaderMode = UIKitGap(key: "listHeaderMode", member: "UICollectionLayoutListConfiguration.headerMode = .firstItemInSection / headerTopPadding", notApplied: "the first item is an ordinary row; no padding is added above headers")
    static let listSidebar = UIKitGap(key: "listSidebar", member: "UICollectionLayoutListConfiguration.appearance .sidebar / .sidebarPlain", notApplied: "laid out as .plain")
    static let layoutBoundaryItems = UIKitGap(key: "layoutBoundaryItems", member: "UICollectionViewCompositionalLayoutConfiguration.boundarySupplementaryItems", notApplied: "not laid out")
    static let horizontalCompositional = UIKitGap(key: "horizontalCompositional", member: "UICollectionViewCompositionalLayoutConfiguration.scrollDirection = .horizontal", notApplied: "laid out top to bottom (a section's orthogonalScrollingBehavior scrolls across)")
    static let supplementaryPlacement = UIKitGap(key: "supplementaryPlacement", member: "NSCollectionLayoutBoundarySupplementaryItem extendsBoundary = false / leading and trailing alignments", notApplied: "laid out extending the section, at its top or bottom")
    static let pinnedSupplementaries = UIKitGap(key: "pinnedSupplementaries", member: "NSCollectionLayoutBoundarySupplementaryItem.pinToVisibleBounds", notApplied: "laid out where its section puts it, not pinned to the visible bounds when the section runs past them")
    static let orthogonalPaging = UIKitGap(key: "orthogonalPaging", member: "NSCollectionLayoutSection.orthogonalScrollingBehavior paging kinds", notApplied: "laid out as .continuous")
    static let layoutAttributesLooks = UIKitGap(key: "layoutAttributesLooks", member: "UICollectionViewLayoutAttributes zIndex", notApplied: "views are drawn in the layout's order (frame, alpha and isHidden are applied)")
    static let customCollectionLayout = UIKitGap(key: "customCollectionLayout", member: "a UICollectionViewLayout subclass other than flow and compositional", notApplied: "laid out as a UICollectionViewFlowLayout with its defaults")

    // MARK: Controls

    static let disabledControls = UIKitGap(key: "disabledControls", member: "UIControl.isEnabled = false", notApplied: "drawn enabled, not dimmed")
    static let controlStates = UIKitGap(key: "controlStates", member: "UIControl.isSelected / isHighlighted and UIButton titles, colours and images for states other than .normal", notApplied: "drawn in the .normal state")
    static let buttonImages = UIKitGap(key: "buttonImages", member: "UIButton images other than SF Symbols (setImage(_:for:), Configuration.image)", notApplied: "drawn as a placeholder square")
    static let buttonIconTypes = UIKitGap(key: "buttonIconTypes", member: "UIButton(type: .detailDisclosure / .infoLight / .infoDark / .contactAdd / .close)", notApplied: "drawn as a system button without its icon")
    static let buttonTitleLabel = UIKitGap(key: "buttonTitleLabel", member: "UIButton.titleLabel numberOfLines / lineBreakMode / textAlignment", notApplied: "the title is drawn on one line, centred")
    static let buttonSubtitle = UIKitGap(key: "buttonSubtitle", member: "UIButton.Configuration.subtitle", notApplied: "not drawn")
    static let buttonSize = UIKitGap(key: "buttonSize", member: "UIButton.Configuration.buttonSize other than .medium", notApplied: "the medium size's insets and font are used")
    static let buttonCornerStyle = UIKitGap(key: "buttonCornerStyle", member: "UIButton.Configuration.cornerStyle .fixed / .small / .large", notApplied: "Apple does not publish those radii; the medium style's (6 pt, an estimate) is drawn")
    static let progressTrack = UIKitGap(key: "progressTrack", member: "UIProgressView.trackTintColor / progressViewStyle = .bar", notApplied: "drawn with the default track")
    static let stepperLimits = UIKitGap(key: "stepperLimits", member: "UIStepper value / minimumValue / maximumValue", notApplied: "both segments are drawn enabled (iOS greys − at the minimum and + at the maximum)")
    static let segmentedLooks = UIKitGap(key: "segmentedLooks", member: "UISegmentedControl.selectedSegmentTintColor / image segments", notApplied: "the default selected colour; image segments show no image")
    static let flatPicker = UIKitGap(key: "flatPicker", member: "UIPickerView", notApplied: "drawn flat: each component's selected row and its neighbours as titles, not iOS's wheel")
    static let drawingDeviceMetrics = UIKitGap(key: "drawingDeviceMetrics", member: "NSStringDrawingOptions.usesDeviceMetrics", notApplied: "boundingRect gives the typographic bounds (line heights and advances), not the glyphs' ink bounds")
    static let drawingContextScaling = UIKitGap(key: "drawingContextScaling", member: "NSStringDrawingContext.minimumScaleFactor", notApplied: "text is measured and drawn at its font's size, never shrunk (actualScaleFactor stays 1)")
    static let visualEffects = UIKitGap(key: "visualEffects", member: "UIVisualEffectView effect (UIBlurEffect, UIVibrancyEffect)", notApplied: "no blur or vibrancy is drawn (headless there is nothing behind a view to blur); its contentView is")

    // MARK: Layout

    static let layoutGuideFrame = UIKitGap(key: "layoutGuideFrame", member: "UILayoutGuide.layoutFrame of readableContentGuide, safeAreaLayoutGuide and a scroll view's guides", notApplied: "is .zero: these guides are not given frames after layout (an app's own guides and layoutMarginsGuide are)")
    static let visualFormatOptions = UIKitGap(key: "visualFormatOptions", member: "NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:) options", notApplied: "the alignment and direction options add no constraints")
    static let baselineSystemSpacing = UIKitGap(key: "baselineSystemSpacing", member: "system spacing between text baselines (equalToSystemSpacingBelow:, a baseline-relative stack's spacingUseSystem)", notApplied: "UIKit derives it from the fonts; Autocell uses 8 pt × the multiplier")
    static let scrollOffset = UIKitGap(key: "scrollOffset", member: "UIScrollView.contentOffset / contentInset of a plain scroll view", notApplied: "its content is drawn unscrolled at its origin")
    static let tintColorResolution = UIKitGap(key: "tintColorResolution", member: "UIColor.tintColor", notApplied: "resolves to systemBlue, not the tint of the view using it")

    // MARK: Controllers

    static let storyboardNavigationController = UIKitGap(key: "storyboardNavigationController", member: "UIStoryboard: a navigation controller scene", notApplied: "no UINavigationController is made: its root view controller is returned, without a navigation bar")
    static let storyboardStaticCells = UIKitGap(key: "storyboardStaticCells", member: "UIStoryboard: a table view with static cells", notApplied: "the static cells are not loaded: the table shows what its data source gives")
    static let highContrast = UIKitGap(key: "highContrast", member: "UITraitCollection accessibilityContrast .high", notApplied: "system colours are drawn in their normal-contrast variants")
    static let boldText = UIKitGap(key: "boldText", member: "UITraitCollection legibilityWeight .bold", notApplied: "text is drawn at its fonts' own weights, not the heavier ones Bold Text gives")
    static let refreshing = UIKitGap(key: "refreshing", member: "UIRefreshControl.beginRefreshing()", notApplied: "the spinner and the space iOS opens above the content are not drawn")
    static let presentation = UIKitGap(key: "presentation", member: "UIViewController.present(_:animated:completion:)", notApplied: "shows nothing headless: lay out or draw the presented controller's view itself")

    /// Every gap, in the order `Documentation/UIKitAPI.md` lists them.
    package static let all: [UIKitGap] = [
        viewTransform, viewBoundsOrigin, semanticPlayback, autoresizingShares, layerAboveSubviews,
        layerShadowPath, layerCornerCurve, layerAnchorPoint, conicGradient, contextAlpha, continuousRoundedRect, pathTransform,
        ellipticalCorners,
        laterParagraphStyles, underlinePatterns, attributedPushOut, labelDisabled, multilineShrink,
        preferredMaxLayoutWidth, insideTruncation, unknownFontName, symbolicTraits, textFieldAlignment, textInputDynamicType,
        scrollingTextView, drawingDeviceMetrics, drawingContextScaling,
        systemSymbols, templateImages, imageOrientation, drawnSymbol, attachmentImages, rightToLeftImages, highlightedImage,
        cellSelection, cellBackgroundViews, separatorInsetRight, backgroundConfigurationShape, configurationStates,
        builtInStylesAtAccessibilitySizes, subtitleTitleFont, listConfigurationSpacing, listImageProperties, listAccessories,
        listIndentation, listHeaderMode, listSidebar, layoutBoundaryItems, horizontalCompositional, supplementaryPlacement,
        pinnedSupplementaries, orthogonalPaging, layoutAttributesLooks, customCollectionLayout,
        disabledControls, controlStates, buttonImages, buttonIconTypes, buttonTitleLabel, buttonSubtitle, buttonSize,
        buttonCornerStyle, progressTrack, stepperLimits, segmentedLooks, flatPicker, visualEffects,
        layoutGuideFrame, visualFormatOptions, baselineSystemSpacing, scrollOffset, tintColorResolution,
        storyboardNavigationController, storyboardStaticCells, highContrast, boldText, refreshing, presentation,
    ]
}
