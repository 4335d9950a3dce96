import Foundation
import Testing
import UIKit

// Shapes real apps' cells are written in that the layer stopped (issue 51), each as such a cell
// writes it: they compile in Swift 5 mode against `import UIKit` alone, and do what UIKit does.

/// A cell with a designated initializer of its own and none of UIKit's: UIKit's only required
/// initializer is `init?(coder:)`.
final class ViewModelCell: UITableViewCell {
    let title = UILabel()
    init(title: String) {
        super.init(style: .default, reuseIdentifier: nil)
        self.title.text = title
        contentView.addSubview(self.title)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class ViewModelItemCell: UICollectionViewCell {
    let value: Int
    init(value: Int) {
        self.value = value
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
}

final class ViewModelHeader: UITableViewHeaderFooterView {
    init(kind: String) { super.init(reuseIdentifier: kind) }
    required init?(coder: NSCoder) { nil }
}

final class TintedLayer: CALayer {
    let tint: UIColor
    init(tint: UIColor) {
        self.tint = tint
        super.init()
    }
    required init?(coder: NSCoder) { nil }
}

/// Every class of the layer asks its subclasses for `init?(coder:)` only, as UIKit does.
final class BadgeView: UIView {
    init(count: Int) { super.init(frame: .zero) }
    required init?(coder: NSCoder) { nil }
}
final class TitleLabel: UILabel {
    init(title: String) {
        super.init(frame: .zero)
        text = title
    }
    required init?(coder: NSCoder) { nil }
}
final class CapsuleButton: UIButton {
    init(title: String) { super.init(frame: .zero) }
    required init?(coder: NSCoder) { nil }
}
final class RowStack: UIStackView {
    init(views: [UIView]) { super.init(frame: .zero) }
    required init(coder: NSCoder) { super.init(coder: coder) }
}
final class BlurredCard: UIVisualEffectView {
    init(style: UIBlurEffect.Style) { super.init(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: style), style: .secondaryLabel)) }
    required init?(coder: NSCoder) { nil }
}
final class DetailController: UIViewController {
    init(id: Int) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
}

/// A registered cell whose override of `init(style:reuseIdentifier:)` sets stored properties:
/// dequeuing makes it through that override, as UIKit does.
final class RegisteredCell: UITableViewCell {
    let badge: UILabel
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        badge = UILabel()
        badge.text = "made by init(style:reuseIdentifier:)"
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }
    required init?(coder: NSCoder) { fatalError() }
}

final class RegisteredItemCell: UICollectionViewCell {
    let marker = "made by init(frame:)"
    var applied: [IndexPath] = []
    var appliedKind: String?
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { fatalError() }

    // MessageKit's shape: attributes of the layout's own class read back in apply(_:).
    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        applied.append(layoutAttributes.indexPath)
        appliedKind = (layoutAttributes as? TaggedAttributes)?.tag
    }

    // The hand-sized shape: a fixed 60 pt height whatever the constraints say.
    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
        attributes.frame.size.height = 60
        return attributes
    }
}

final class TaggedAttributes: UICollectionViewLayoutAttributes {
    var tag = "tagged"
    override func copy(with zone: NSZone? = nil) -> Any {
        // swiftlint:disable:next force_cast
        let copy = super.copy(with: zone) as! TaggedAttributes
        copy.tag = tag
        return copy
    }
}

/// A layer class a view is backed by: made with `init()`, its override runs (a class that
/// does not inherit `init()`, as `TintedLayer`, stops here as on iOS).
final class StripedLayer: CALayer {
    let stripes: Int
    override init() {
        stripes = 3
        super.init()
    }
    required init?(coder: NSCoder) { nil }
}

final class LayeredView: UIView {
    override class var layerClass: AnyClass { StripedLayer.self }
}

/// A list cell aligning its separator with its label (`separatorLayoutGuide`).
final class AlignedListCell: UICollectionViewListCell {
    let label = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 64),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
            separatorLayoutGuide.leadingAnchor.constraint(equalTo: label.leadingAnchor),
        ])
    }
    required init?(coder: NSCoder) { fatalError() }
}

@MainActor
@Suite struct RealAppDeclarations {
    final class Source: NSObject, UITableViewDataSource, UICollectionViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "registered", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        }
    }

    @Test func ownDesignatedInitializersCompileAndRegisteredCellsAreMadeByTheirOverride() throws {
        #expect(ViewModelCell(title: "Row").title.text == "Row")
        #expect(ViewModelItemCell(value: 3).value == 3)
        #expect(ViewModelHeader(kind: "h").reuseIdentifier == "h")
        #expect(TintedLayer(tint: .red).tint == .red)
        #expect((LayeredView().layer as? StripedLayer)?.stripes == 3)

        let source = Source()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
        table.register(RegisteredCell.self, forCellReuseIdentifier: "registered")
        table.dataSource = source
        let cell = try #require(table.dequeueReusableCell(withIdentifier: "registered") as? RegisteredCell)
        #expect(cell.badge.text == "made by init(style:reuseIdentifier:)")
        #expect(cell.reuseIdentifier == "registered")
    }

    @Test func collectionCellsGetTheirAttributesAndFitThemselves() throws {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 100, height: 30)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 300), collectionViewLayout: layout)
        let source = Source()
        collection.register(RegisteredItemCell.self, forCellWithReuseIdentifier: "item")
        collection.dataSource = source
        collection.layoutIfNeeded()
        let cells = collection.visibleCells.compactMap { $0 as? RegisteredItemCell }
        #expect(cells.count == 2)
        #expect(cells.allSatisfy { $0.marker == "made by init(frame:)" && $0.frame.height == 60 })
        #expect(Set(cells.flatMap(\.applied)) == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])

        // A layout's own attributes class is copied as that class, with its own values.
        let tagged = TaggedAttributes(forCellWith: IndexPath(item: 4, section: 1))
        tagged.tag = "mine"
        tagged.alpha = 0.5
        let copy = try #require(tagged.copy() as? TaggedAttributes)
        #expect(copy.tag == "mine" && copy.alpha == 0.5 && copy.indexPath == IndexPath(item: 4, section: 1))
        #expect(copy.isEqual(tagged) && copy !== tagged)
        let cell = RegisteredItemCell(frame: .zero)
        cell.apply(copy)
        #expect(cell.appliedKind == "mine")
    }

    @Test func textSizedByHandMatchesTheLabel() {
        let font = UIFont.systemFont(ofSize: 17)
        let text = "The engine might compose elaborate and scientific pieces of music of any degree of complexity."
        let attributes: [NSAttributedString.Key: Any] = [.font: font]
        let wrapped = text.boundingRect(
            with: CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude), options: [.usesLineFragmentOrigin, .usesFontLeading],
            attributes: attributes, context: nil)
        let label = UILabel()
        label.font = font
        label.numberOfLines = 0
        label.text = text
        let fitted = label.sizeThatFits(CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude))
        #expect(wrapped.origin == .zero)
        #expect(abs(ceil(wrapped.height) - fitted.height) < 1)
        #expect(wrapped.width <= 200 && wrapped.height > font.lineHeight * 3)
        // The same through NSAttributedString, and a height that keeps two whole lines.
        let attributed = NSAttributedString(string: text, attributes: attributes)
        #expect(attributed.boundingRect(with: CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin, context: nil) == wrapped)
        let twoLines = attributed.boundingRect(with: CGSize(width: 200, height: font.lineHeight * 2.5), options: .usesLineFragmentOrigin, context: nil)
        #expect(abs(twoLines.height - font.lineHeight * 2) < 1)
        // Without .usesLineFragmentOrigin: one line, its origin at the baseline.
        let line = "Hello".boundingRect(with: .zero, options: [], attributes: attributes, context: nil)
        #expect(line.minY < 0 && abs(line.minY + font.ascender) < 1.5 && line.height < font.lineHeight + 1)
        #expect("Hello".size(withAttributes: attributes).width == line.width)
    }

    @Test func listCellsPlaceTheirSeparatorGuide() throws {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 200), collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<AlignedListCell, String> { cell, _, item in cell.label.text = item }
        let data = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["One", "Two"])
        data.apply(snapshot)
        collection.layoutIfNeeded()
        let cell = try #require(collection.visibleCells.first as? AlignedListCell)
        #expect(cell.label.frame.minX == 64)
        #expect(cell.separatorLayoutGuide.layoutFrame.minX == 64)
        // The hairline under the first row starts at the label, not at the 16 pt margin.
        let image = UIGraphicsImageRenderer(size: collection.bounds.size).image { context in collection.layer.render(in: context.cgContext) }
        let pixels = try #require(image.pixels())
        let scale = image.scale
        let row = Int((cell.frame.maxY - 0.5 / scale) * scale)
        func isBlank(_ x: CGFloat) -> Bool { pixels[Int(x * scale), row].a == 0 }  // no background set
        #expect(isBlank(40))
        #expect(!isBlank(70) && !isBlank(300))
    }

    @Test func traitsCombineAsBitmasks() {
        let view = UIView()
        view.accessibilityTraits = .staticText
        view.accessibilityTraits |= .button
        view.accessibilityTraits |= UIAccessibilityTraits.header
        #expect(view.accessibilityTraits == [.staticText, .button, .header])
        view.accessibilityTraits &= ~UIAccessibilityTraits.staticText
        #expect(view.accessibilityTraits == [.button, .header])
        #expect((UIAccessibilityTraits.button | .selected).contains(.selected))
    }

    @Test func focusTextPositionsAndCustomActionsCompileAndDoWhatAnUntouchedPhoneDoes() {
        final class FocusCell: UICollectionViewCell {
            var updates = 0
            override var canBecomeFocused: Bool { true }
            override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
                super.didUpdateFocus(in: context, with: coordinator)
                coordinator.addCoordinatedAnimations({ self.updates += 1 }, completion: nil)
            }
        }
        let cell = FocusCell(frame: .zero)
        #expect(cell.canBecomeFocused && !cell.isFocused && cell.updates == 0)
        let field = UITextField()
        field.text = "héllo"
        let end = field.endOfDocument
        field.selectedTextRange = field.textRange(from: end, to: end)
        #expect(field.offset(from: field.beginningOfDocument, to: end) == 5)
        #expect(field.selectedTextRange?.isEmpty == true)
        var performed = false
        let action = UIAccessibilityCustomAction(name: "Delete") { _ in
            performed = true
            return true
        }
        field.accessibilityCustomActions = [action]
        #expect(action.perform() && performed)
    }

    @Test func modernCellAPIsCompileAndBehave() throws {
        // A constraint's anchors compare equal to the views' own (apps find their constraints so).
        let image = UIView()
        let ratio = image.widthAnchor.constraint(equalTo: image.heightAnchor)
        let width = image.widthAnchor.constraint(equalToConstant: 40)
        image.addConstraints([ratio, width])
        let found = image.constraints.filter { $0.firstAnchor == image.widthAnchor && $0.secondAnchor == image.heightAnchor }
        #expect(found == [ratio])
        #expect(width.secondAnchor == nil)

        // iOS 15 localized strings: the key with its specifiers, the values put back.
        let count = 3
        #expect(String(localized: "\(count) unread in \("Inbox")") == "3 unread in Inbox")
        #expect(String(localized: "100% done") == "100% done")
        #expect(String(localized: "greeting", defaultValue: "Hello") == "Hello")

        // Menus, drop states, iOS 17 and 18 additions.
        let menu = UIMenu(title: "More", children: [UIAction(title: "Copy") { _ in }, UIMenu(children: [])])
        #expect(menu.children.count == 2 && menu.children.first is UIAction)
        let state = UICellConfigurationState(traitCollection: UITraitCollection())
        #expect(state.cellDropState == .none)
        #expect(UIBackgroundConfiguration.listCell().backgroundColor == nil)
        var ran = false
        UIView.animate { ran = true }
        #expect(ran)
        let button = UIButton(configuration: .plain())
        var updates = 0
        button.configurationUpdateHandler = { _ in updates += 1 }
        button.setNeedsUpdateConfiguration()
        #expect(updates == 2)
        #expect(UITraitCollection(userInterfaceStyle: .dark).hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .light)))
    }

    @Test func keptBehavioursDoWhatUIKitDoes() throws {
        // Selector-based notification observers are called with the notification.
        final class Observer: NSObject {
            var names: [Notification.Name] = []
            func changed(_ note: Notification) { names.append(note.name) }
        }
        let observer = Observer()
        let name = Notification.Name("AutocellRealAppDeclarations")
        NotificationCenter.default.addObserver(observer, selector: Selector("changed:", Observer.changed(_:)), name: name, object: nil)
        NotificationCenter.default.post(name: name, object: nil)
        #expect(observer.names == [name])

        // Animations are kept and leave the model layer as it is; a transaction completes at commit.
        let layer = CALayer()
        layer.opacity = 1
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0
        var completed = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { completed = true }
        layer.add(fade, forKey: "fade")
        #expect(!completed)
        CATransaction.commit()
        #expect(completed && layer.opacity == 1 && layer.animationKeys() == ["fade"])

        // A text view's container padding and attributed text size it, as a label's would.
        let view = UITextView()
        view.isScrollEnabled = false
        view.text = "Hello"
        let host = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        host.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: host.leadingAnchor), view.trailingAnchor.constraint(equalTo: host.trailingAnchor),
            view.topAnchor.constraint(equalTo: host.topAnchor), view.bottomAnchor.constraint(equalTo: host.bottomAnchor),
        ])
        func fitted() -> CGSize { host.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) }
        let padded = fitted()
        view.textContainer.lineFragmentPadding = 0
        #expect(abs(padded.width - fitted().width - 10) < 0.01)
        view.attributedText = NSAttributedString(string: "Hello", attributes: [.font: UIFont.systemFont(ofSize: 40)])
        #expect(fitted().height > padded.height + 20)
        #expect(view.text(in: try #require(view.textRange(from: view.beginningOfDocument, to: view.endOfDocument))) == "Hello")

        // Margins set by the app are announced, and the margins guide has UIKit's frame.
        final class MarginView: UIView {
            var changes = 0
            override func layoutMarginsDidChange() { changes += 1 }
        }
        let margins = MarginView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        margins.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(margins.changes == 1)
        #expect(margins.layoutMarginsGuide.layoutFrame == CGRect(x: 2, y: 1, width: 94, height: 46))

        // Nothing opens headless; a button's configuration handler runs again when its state changes.
        #expect(!UIApplication.shared.canOpenURL(try #require(URL(string: "https://example.com"))))
        var opened: Bool?
        UIApplication.shared.open(try #require(URL(string: UIApplication.openSettingsURLString))) { opened = $0 }
        #expect(opened == false)
        let button = UIButton(configuration: .plain())
        var selectedSeen: [Bool] = []
        button.configurationUpdateHandler = { selectedSeen.append($0.isSelected) }
        button.isSelected = true
        #expect(selectedSeen == [false, true])
    }
    /// Core Animation by key as real apps' animated controls write it (a checkmark button that
    /// reads and sets `strokeEnd` and `backgroundColor` by key, `actions` turning implicit
    /// animations off), a view told its tint changed, a header looked up by kind.
    @Test func layersByKeyTintChangesAndSupplementaryLookups() throws {
        let shape = CAShapeLayer()
        shape.actions = ["strokeEnd": NSNull()]
        shape.setValue(0.25, forKey: "strokeEnd")
        #expect(shape.strokeEnd == 0.25)
        #expect(shape.value(forKey: "strokeEnd") as? CGFloat == 0.25)
        shape.setValue(UIColor.red.cgColor, forKey: "backgroundColor")
        #expect(shape.backgroundColor != nil)
        shape.setValue("kept", forKey: "appState")
        #expect(shape.value(forKey: "appState") as? String == "kept")
        #expect(shape.actions?["strokeEnd"] is NSNull)

        final class TintWatcher: UIView {
            var changes = 0
            override func tintColorDidChange() { changes += 1 }
        }
        let parent = UIView(), child = TintWatcher()
        parent.addSubview(child)
        parent.tintColor = .systemPink
        #expect(child.changes == 1 && child.tintColor == .systemPink)
    }
    /// iOS 17's trait API as snapshot helpers write it: a collection built by mutations, a
    /// controller registered for content size changes told when its window's traits change,
    /// a renderer format for a collection, a window in a scene.
    @Test func traitMutationsControllerRegistrationsAndScenes() throws {
        let traits = UITraitCollection { mutable in
            mutable.preferredContentSizeCategory = .extraExtraExtraLarge
            mutable.userInterfaceStyle = .dark
            mutable.displayScale = 3
            mutable.accessibilityContrast = .normal
            mutable.displayGamut = .P3
        }
        #expect(traits.preferredContentSizeCategory == .extraExtraExtraLarge && traits.userInterfaceStyle == .dark)
        #expect(traits.displayScale == 3 && traits.displayGamut == .P3 && traits.horizontalSizeClass == .compact)
        #expect(traits.modifyingTraits { $0.userInterfaceStyle = .light }.userInterfaceStyle == .light)
        #expect(UIGraphicsImageRendererFormat(for: traits).scale == 3)

        final class Watching: UIViewController {
            var told: [UIContentSizeCategory] = []
            override func viewDidLoad() {
                super.viewDidLoad()
                registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) { (self: Self, _: UITraitCollection) in
                    self.told.append(self.view.traitCollection.preferredContentSizeCategory)
                }
            }
        }
        let window = UIWindow(windowScene: UIWindowScene())
        #expect(window.windowScene != nil)
        let controller = Watching()
        window.rootViewController = controller
        window.isHidden = false
        window.layoutIfNeeded()
        controller.view.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
        window.layoutIfNeeded()
        #expect(controller.told.last == .accessibilityLarge, "\(controller.told)")
    }
}
