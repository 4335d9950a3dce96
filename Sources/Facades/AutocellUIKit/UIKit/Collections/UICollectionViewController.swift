import Foundation

/// `UICollectionViewController`: a controller whose view is a collection view (`collectionView`,
/// made in `loadView()` with the layout it was made with, the size of the screen) with the
/// controller as its data source and delegate. The data source's methods are here with UIKit's
/// defaults, so a subclass overrides the ones it needs, as on iOS.
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private var layout: UICollectionViewLayout
    /// `clearsSelectionOnViewWillAppear`: kept.
    open var clearsSelectionOnViewWillAppear = true

    public init(collectionViewLayout layout: UICollectionViewLayout) {
        self.layout = layout
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        layout = UICollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        layout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// `collectionView`: the controller's view.
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }

    /// `collectionViewLayout`: the layout the collection view lays out with.
    open var collectionViewLayout: UICollectionViewLayout { collectionView?.collectionViewLayout ?? layout }

    open override func loadView() {
        // From a storyboard: the scene's own view, as the file sets it.
        if storyboardView != nil { return super.loadView() }
        let collection = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: layout)
        collection.dataSource = self
        collection.delegate = self
        view = collection
    }

    // MARK: UICollectionViewDataSource, with UIKit's defaults

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        UIKitDiagnostics.report("the layout asks for a '\(kind)' view but \(type(of: self)) does not implement collectionView(_:viewForSupplementaryElementOfKind:at:)")
        return UICollectionReusableView()
    }
}
