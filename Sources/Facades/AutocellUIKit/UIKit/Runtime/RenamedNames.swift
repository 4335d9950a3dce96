import Foundation
import AutocellLayout
import AutocellSolver
import AutocellTable
import AutocellText

// UIKit's Swift 4 names, which Swift 4.2 renamed (SE-0189's nested-type import, Xcode 10): code
// written before then still uses them. The iOS SDK keeps them as unavailable renames in Swift 5
// mode; here they are deprecated aliases, so such code compiles with a warning naming the new
// spelling (see Documentation/UIKit.md, "API status").

@available(*, deprecated, renamed: "NSAttributedString.Key") public typealias NSAttributedStringKey = NSAttributedString.Key
@available(*, deprecated, renamed: "UIControl.Event") public typealias UIControlEvents = UIControl.Event
@available(*, deprecated, renamed: "UIControl.State") public typealias UIControlState = UIControl.State
@available(*, deprecated, renamed: "UITableViewCell.CellStyle") public typealias UITableViewCellStyle = UITableViewCell.CellStyle
@available(*, deprecated, renamed: "UITableViewCell.AccessoryType") public typealias UITableViewCellAccessoryType = UITableViewCell.AccessoryType
@available(*, deprecated, renamed: "UITableViewCell.SelectionStyle") public typealias UITableViewCellSelectionStyle = UITableViewCell.SelectionStyle
@available(*, deprecated, renamed: "UITableViewCell.SeparatorStyle") public typealias UITableViewCellSeparatorStyle = UITableViewCell.SeparatorStyle
@available(*, deprecated, renamed: "UITableView.Style") public typealias UITableViewStyle = UITableView.Style
@available(*, deprecated, renamed: "UITableView.automaticDimension") @MainActor public var UITableViewAutomaticDimension: CGFloat { UITableView.automaticDimension }
@available(*, deprecated, renamed: "NSLayoutConstraint.Attribute") public typealias NSLayoutAttribute = NSLayoutConstraint.Attribute
@available(*, deprecated, renamed: "NSLayoutConstraint.Relation") public typealias NSLayoutRelation = NSLayoutConstraint.Relation
@available(*, deprecated, renamed: "NSLayoutConstraint.Axis") public typealias UILayoutConstraintAxis = NSLayoutConstraint.Axis
@available(*, deprecated, renamed: "NSLayoutConstraint.FormatOptions") public typealias NSLayoutFormatOptions = NSLayoutConstraint.FormatOptions
@available(*, deprecated, renamed: "UIStackView.Distribution") public typealias UIStackViewDistribution = UIStackView.Distribution
@available(*, deprecated, renamed: "UIStackView.Alignment") public typealias UIStackViewAlignment = UIStackView.Alignment
@available(*, deprecated, renamed: "UIButton.ButtonType") public typealias UIButtonType = UIButton.ButtonType
@available(*, deprecated, renamed: "UIFont.TextStyle") public typealias UIFontTextStyle = UIFont.TextStyle
@available(*, deprecated, renamed: "UIFont.Weight") public typealias UIFontWeight = UIFont.Weight
@available(*, deprecated, renamed: "UIFontDescriptor.SymbolicTraits") public typealias UIFontDescriptorSymbolicTraits = UIFontDescriptor.SymbolicTraits
@available(*, deprecated, renamed: "UIActivityIndicatorView.Style") public typealias UIActivityIndicatorViewStyle = UIActivityIndicatorView.Style
@available(*, deprecated, renamed: "UIProgressView.Style") public typealias UIProgressViewStyle = UIProgressView.Style
@available(*, deprecated, renamed: "UICollectionView.ScrollDirection") public typealias UICollectionViewScrollDirection = UICollectionView.ScrollDirection
@available(*, deprecated, renamed: "UITextField.BorderStyle") public typealias UITextBorderStyle = UITextField.BorderStyle
@available(*, deprecated, renamed: "UITextField.ViewMode") public typealias UITextFieldViewMode = UITextField.ViewMode
@available(*, deprecated, renamed: "UICollectionView.elementKindSectionHeader") public let UICollectionElementKindSectionHeader = "UICollectionElementKindSectionHeader"
@available(*, deprecated, renamed: "UICollectionView.elementKindSectionFooter") public let UICollectionElementKindSectionFooter = "UICollectionElementKindSectionFooter"

// Swift 4's global accessibility traits (`UIAccessibilityTraitButton`, …).
@available(*, deprecated, renamed: "UIAccessibilityTraits.none") public let UIAccessibilityTraitNone = UIAccessibilityTraits.none
@available(*, deprecated, renamed: "UIAccessibilityTraits.button") public let UIAccessibilityTraitButton = UIAccessibilityTraits.button
@available(*, deprecated, renamed: "UIAccessibilityTraits.link") public let UIAccessibilityTraitLink = UIAccessibilityTraits.link
@available(*, deprecated, renamed: "UIAccessibilityTraits.image") public let UIAccessibilityTraitImage = UIAccessibilityTraits.image
@available(*, deprecated, renamed: "UIAccessibilityTraits.selected") public let UIAccessibilityTraitSelected = UIAccessibilityTraits.selected
@available(*, deprecated, renamed: "UIAccessibilityTraits.staticText") public let UIAccessibilityTraitStaticText = UIAccessibilityTraits.staticText
@available(*, deprecated, renamed: "UIAccessibilityTraits.notEnabled") public let UIAccessibilityTraitNotEnabled = UIAccessibilityTraits.notEnabled
@available(*, deprecated, renamed: "UIAccessibilityTraits.header") public let UIAccessibilityTraitHeader = UIAccessibilityTraits.header
@available(*, deprecated, renamed: "UIAccessibilityTraits.adjustable") public let UIAccessibilityTraitAdjustable = UIAccessibilityTraits.adjustable
@available(*, deprecated, renamed: "UIAccessibilityTraits.searchField") public let UIAccessibilityTraitSearchField = UIAccessibilityTraits.searchField
@available(*, deprecated, renamed: "UIAccessibilityTraits.summaryElement") public let UIAccessibilityTraitSummaryElement = UIAccessibilityTraits.summaryElement
@available(*, deprecated, renamed: "UIAccessibilityTraits.updatesFrequently") public let UIAccessibilityTraitUpdatesFrequently = UIAccessibilityTraits.updatesFrequently

// Swift 4's free functions on edge insets.
@available(*, deprecated, renamed: "UIEdgeInsets.init(top:left:bottom:right:)") public func UIEdgeInsetsMake(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> UIEdgeInsets {
    UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}
@available(*, deprecated, renamed: "CGRect.inset(by:)") public func UIEdgeInsetsInsetRect(_ rect: CGRect, _ insets: UIEdgeInsets) -> CGRect { rect.inset(by: insets) }
@available(*, deprecated, renamed: "UIEdgeInsets.zero") public let UIEdgeInsetsZero = UIEdgeInsets.zero
