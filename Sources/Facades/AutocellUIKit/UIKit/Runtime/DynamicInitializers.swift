import Foundation

// Instances made from a class object, as UIKit makes them with the Objective-C runtime.
//
// UIKit makes a registered cell with `[[cellClass alloc] initWithStyle:UITableViewCellStyleDefault
// reuseIdentifier:]`, a registered header or footer with `initWithReuseIdentifier:`, a collection
// view's cells and supplementary views with `initWithFrame:`, and a view's layer with
// `[[layerClass alloc] init]` (Apple's documentation of `register(_:forCellReuseIdentifier:)`,
// `register(_:forCellWithReuseIdentifier:)` and `layerClass`). The initializer runs is the
// subclass's override of it; a subclass that declares initializers of its own and not that one
// stops with "Use of unimplemented initializer 'init(style:reuseIdentifier:)' for class …".
//
// Swift calls an initializer through a class object only when it is `required`, and a `required`
// initializer must be written by every subclass that declares an initializer of its own, which
// UIKit's classes do not ask (their only required initializer is `init?(coder:)`; issue 51). So
// the layer declares none: each class below has an internal convenience initializer that
// delegates to UIKit's initializer on `self`, which Swift dispatches through the class's vtable to
// the subclass's override (or to the stub Swift writes for an initializer a subclass does not
// inherit, which stops with the message above, as on iOS). Its allocating entry point is reached
// with the class object through a static method of the same symbol: both take their arguments
// owned and the class object as `self` (Swift's method convention), so the class object is the
// one allocated. The symbol names are checked when the module links: a wrong one does not link.

extension UITableViewCell {
    /// `[[cellClass alloc] initWithStyle:UITableViewCellStyleDefault reuseIdentifier:]`.
    @usableFromInline convenience init(_dequeuedWithReuseIdentifier reuseIdentifier: String?) {
        self.init(style: .default, reuseIdentifier: reuseIdentifier)
    }

    @_silgen_name("$s13AutocellUIKit15UITableViewCellC28_dequeuedWithReuseIdentifierACSSSg_tcfC")
    private static func allocateDequeued(_ reuseIdentifier: __owned String?) -> UITableViewCell

    /// A cell of this class made as `UITableView` makes a registered class's cells.
    static func makeRegistered(reuseIdentifier: String?) -> UITableViewCell {
        allocateDequeued(reuseIdentifier)
    }
}

extension UITableViewHeaderFooterView {
    /// `[[viewClass alloc] initWithReuseIdentifier:]`.
    @usableFromInline convenience init(_dequeuedWithReuseIdentifier reuseIdentifier: String?) {
        self.init(reuseIdentifier: reuseIdentifier)
    }

    @_silgen_name("$s13AutocellUIKit023UITableViewHeaderFooterD0C28_dequeuedWithReuseIdentifierACSSSg_tcfC")
    private static func allocateDequeued(_ reuseIdentifier: __owned String?) -> UITableViewHeaderFooterView

    /// A header or footer of this class made as `UITableView` makes a registered class's views.
    static func makeRegistered(reuseIdentifier: String?) -> UITableViewHeaderFooterView {
        allocateDequeued(reuseIdentifier)
    }
}

extension UICollectionReusableView {
    /// `[[viewClass alloc] initWithFrame:]`.
    @usableFromInline convenience init(_dequeuedWithFrame frame: CGRect) {
        self.init(frame: frame)
    }

    @_silgen_name("$s13AutocellUIKit24UICollectionReusableViewC18_dequeuedWithFrameAC10Foundation6CGRectV_tcfC")
    private static func allocateDequeued(_ frame: __owned CGRect) -> UICollectionReusableView

    /// A cell or supplementary view of this class made as `UICollectionView` makes a registered
    /// class's views.
    static func makeRegistered(frame: CGRect) -> UICollectionReusableView {
        allocateDequeued(frame)
    }
}

extension CALayer {
    /// `[[layerClass alloc] init]`.
    @usableFromInline convenience init(_madeForLayerClass: Bool) {
        self.init()
    }

    @_silgen_name("$s13AutocellUIKit7CALayerC18_madeForLayerClassACSb_tcfC")
    private static func allocateForView(_ marker: __owned Bool) -> CALayer

    /// A layer of this class made as `UIView` makes its `layerClass`'s layer.
    static func makeForView() -> CALayer {
        allocateForView(true)
    }
}

extension UICollectionViewLayoutAttributes {
    /// `[[[self class] allocWithZone:zone] init]`, as `copyWithZone:` makes a copy.
    @usableFromInline convenience init(_madeForCopy: Bool) {
        self.init()
    }

    @_silgen_name("$s13AutocellUIKit32UICollectionViewLayoutAttributesC12_madeForCopyACSb_tcfC")
    private static func allocateCopy(_ marker: __owned Bool) -> UICollectionViewLayoutAttributes

    /// Attributes of this class, made as a copy is.
    static func makeForCopy() -> Self {
        // `allocateCopy` allocates the class object it is called on.
        unsafeDowncast(allocateCopy(true), to: self)
    }
}
