import AutocellSnapshotTestingUIKit
import Foundation
import SnapStyleDSL
import SnapshotTesting
import Testing
import UIKit

/// The Swift 5-mode corpus laid out, its frames checked by hand, its behaviour (target-action,
/// delegates, responders, gestures, animations, windows, view controllers) exercised, and
/// snapshot-tested against committed references.
@MainActor
@Suite(.serialized) struct Swift5Corpus {
    static let width: CGFloat = 375

    static func fitted<Cell: UITableViewCell>(_ cell: Cell) -> Cell {
        let size = cell.systemLayoutSizeFitting(
            CGSize(width: width, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        // Held at its content's height, as a table holds it (the fitting height has the separator's pixel).
        cell.frame = CGRect(x: 0, y: 0, width: width, height: size.height - 1 / cell.traitCollection.displayScale)
        cell.layoutIfNeeded()
        return cell
    }

    final class FollowRecorder: NSObject, ProfileCellDelegate {
        var taps = 0
        func profileCellDidTapFollow(_ cell: ProfileCell) { taps += 1 }
    }

    static func profileCell() -> ProfileCell {
        let cell = ProfileCell(style: .default, reuseIdentifier: ProfileCell.identifier)
        cell.configure(
            name: "Grace Hopper", bio: "Rear admiral, compiler pioneer, and teller of nanosecond stories with a length of wire.",
            followers: 1906, following: 42)
        return cell
    }

    @Test func profileCellFramesByHand() throws {
        let cell = Self.fitted(Self.profileCell())
        let content = cell.contentView
        #expect(cell.avatar.frame == CGRect(x: 16, y: 16, width: 48, height: 48))
        // The button's own intrinsic size (overridden: text + 24 wide, 28 tall), at the
        // trailing edge, centred on the avatar.
        let button = cell.followButton.intrinsicContentSize
        #expect(button.height == 28)
        #expect(cell.followButton.frame == CGRect(x: Self.width - 16 - button.width, y: 40 - 14, width: button.width, height: 28))
        // The name: 12 after the avatar, centred on it, at its own width.
        #expect(cell.nameLabel.frame.minX == 76)
        #expect(abs(cell.nameLabel.frame.midY - 40) < 0.001)
        #expect(cell.nameLabel.frame.maxX <= cell.followButton.frame.minX - 8)
        // The bio: full width inside 16 pt insets, 12 below the avatar; the counters 8 below
        // it; the cell ends 16 below the counters.
        #expect(cell.bioLabel.frame.minX == 16)
        #expect(cell.bioLabel.frame.width == Self.width - 32)
        #expect(cell.bioLabel.frame.minY == 76)
        #expect(abs(cell.counters.frame.minY - (cell.bioLabel.frame.maxY + 8)) < 0.001)
        #expect(cell.counters.frame.minX == 16)
        #expect(abs(content.bounds.height - (cell.counters.frame.maxY + 16)) < 0.001)
        // The stack made by the inherited convenience initializer ran the subclass's init(frame:).
        #expect(cell.counters.axis == .horizontal)
        #expect(cell.counters.arrangedSubviews.count == 2)
        #expect(cell.counters.frame.width == cell.followers.frame.width * 2 + 12)
        #expect(cell.layoutPasses > 0)
        assertSnapshot(of: cell, as: .image(size: CGSize(width: Self.width, height: 0)), named: "profile")
    }

    @Test func inheritedConvenienceInitializersMakeTheSubclass() {
        let button = PillButton(type: .system)
        #expect(button.buttonType == .system)
        #expect(button.layer.cornerRadius == 14)
        let stack = CountersStack(arrangedSubviews: [UILabel(), UILabel(), UILabel()])
        #expect(stack.arrangedSubviews.count == 3)
        #expect(stack.spacing == 12)
        let control = UISegmentedControl(items: ["Day", "Week"])
        #expect(control.numberOfSegments == 2)
    }

    @Test func targetActionReachesTheCellAndItsDelegate() {
        let cell = Self.profileCell()
        let recorder = FollowRecorder()
        cell.delegate = recorder
        #expect(cell.followButton.allTargets.contains(AnyHashable(cell)))
        #expect(cell.followButton.actions(forTarget: cell, forControlEvent: .touchUpInside) == ["didTapFollow:"])
        cell.followButton.sendActions(for: .touchUpInside)
        #expect(cell.followButton.title(for: .normal) == "Following")
        #expect(recorder.taps == 1)
        // Other events send nothing; a removed target is not called.
        cell.followButton.sendActions(for: .valueChanged)
        cell.followButton.removeTarget(cell, action: Selector("didTapFollow:"), for: .touchUpInside)
        cell.followButton.sendActions(for: .touchUpInside)
        #expect(recorder.taps == 1)
        // Overridden members are the ones used.
        #expect(cell.accessibilityLabel?.hasPrefix("Grace Hopper, Rear admiral") == true)
        cell.followButton.isHighlighted = true
        #expect(cell.followButton.alpha == 0.6)
        // UIAction handlers get the control as their sender.
        var sender: Any?
        let action = UIAction(title: "Share") { sender = $0.sender }
        let share = UIButton(type: .system, primaryAction: action)
        share.sendActions(for: .primaryActionTriggered)
        #expect((sender as? UIButton) === share)
    }

    @Test func snapStyleConstraintsUpdateAndRemake() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let box = UIView()
        root.addSubview(box)
        box.snp.makeConstraints { make in
            make.top.leading.equalToSuperview().offset(10)
            make.size.equalTo(CGSize(width: 50, height: 20))
        }
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 10, y: 10, width: 50, height: 20))
        #expect(box.snp.constraints.count == 4)
        box.snp.updateConstraints { make in make.top.equalToSuperview().offset(30) }
        root.layoutIfNeeded()
        #expect(box.frame.minY == 30)
        #expect(box.snp.constraints.count == 4)
        box.snp.remakeConstraints { make in
            make.edges.equalToSuperview().inset(UIEdgeInsets(top: 5, left: 6, bottom: 7, right: 8))
        }
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 6, y: 5, width: 186, height: 88))
    }

    @Test func textFieldDelegateAndFirstResponder() {
        let cell = CommentInputCell(style: .default, reuseIdentifier: nil)
        #expect(cell.field.canBecomeFirstResponder)
        #expect(!cell.canBecomeFirstResponder)
        #expect(cell.field.becomeFirstResponder())
        #expect(cell.field.isFirstResponder)
        #expect(cell.field.isEditing)
        cell.field.text = "Nice"
        cell.field.sendActions(for: .editingChanged)
        // Another field becoming first responder ends this one's editing.
        #expect(cell.passwordField.becomeFirstResponder())
        #expect(!cell.field.isFirstResponder)
        #expect(cell.events == ["shouldBegin", "didBegin", "changed:Nice", "didEnd"])
        #expect(cell.passwordField.resignFirstResponder())
        #expect(!cell.passwordField.isFirstResponder)
        let fitted = Self.fitted(cell)
        #expect(cell.field.frame.height == 34)
        #expect(cell.passwordField.frame.minY == cell.field.frame.maxY + 8)
        #expect(cell.field.frame.width == cell.passwordField.frame.width)
        assertSnapshot(of: fitted, as: .image(size: CGSize(width: Self.width, height: 0)), named: "comment")
    }

    @Test func swift4NamesAndFontMetrics() {
        let cell = Self.fitted(LegacyStatusCell(style: .default, reuseIdentifier: nil))
        #expect(cell.statusLabel.accessibilityTraits == .staticText)
        #expect(cell.contentView.layoutMargins == UIEdgeInsets(top: 12, left: 20, bottom: 12, right: 20))
        #expect(cell.spinner.frame.minX == 20)
        #expect(cell.spinner.frame.size == CGSize(width: 20, height: 20))
        #expect(cell.statusLabel.frame.minX == 48)
        #expect(cell.statusLabel.frame.minY == 12)
        let font = UIFont.systemFont(ofSize: 15)
        #expect(font.lineHeight > 15)
        #expect(abs(font.ascender - font.descender - font.lineHeight) < 0.001)
        #expect(cell.statusLabel.frame.height >= font.lineHeight)
        #expect(UITableViewAutomaticDimension == UITableView.automaticDimension)
        assertSnapshot(of: cell, as: .image(size: CGSize(width: Self.width, height: 0)), named: "legacy")
    }

    @Test func layersGradientsShapesAndShadowPaths() throws {
        let cell = GoalCardCell(frame: CGRect(x: 0, y: 0, width: 343, height: 120))
        cell.layoutIfNeeded()
        #expect(cell.gradient.frame == cell.contentView.bounds)
        #expect(cell.contentView.layer.sublayers?.first === cell.gradient)
        #expect(cell.ring.frame == CGRect(x: 343 - 16 - 44, y: 38, width: 44, height: 44))
        #expect(cell.ring.ring.frame == cell.ring.bounds)
        let box = try #require(cell.ring.ring.path?.boundingBox)
        #expect(abs(box.minX - 3) < 0.01 && abs(box.maxX - 41) < 0.01)
        #expect(cell.badge.layer is CAGradientLayer)
        #expect(cell.badge.frame == CGRect(x: 16, y: cell.titleLabel.frame.maxY + 8, width: 60, height: 12))
        #expect(cell.layer.shadowPath?.boundingBox == cell.bounds)
        assertSnapshot(of: cell, as: .image(size: CGSize(width: 343, height: 120)), named: "goal-card")
    }

    @Test func gesturesAnimationsAndWindows() {
        let cell = Self.fitted(ExpandableCell(style: .default, reuseIdentifier: nil))
        #expect(cell.chevron.image?.size.width == CGFloat(UIImage(systemName: "chevron.down", withConfiguration: UIImage.SymbolConfiguration(pointSize: 13))?.size.width ?? 0))
        let tap = cell.contentView.gestureRecognizers?.first as? UITapGestureRecognizer
        #expect(tap?.view === cell.contentView)
        #expect(tap?.state == .possible)
        tap?.sendActions()
        // The animation block and its completion ran at once.
        #expect(cell.isExpanded)
        #expect(cell.chevron.alpha == 0.5)
        #expect(cell.titleLabel.textColor == .systemBlue)
        // Entering and leaving a window.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
        #expect(cell.window == nil)
        window.addSubview(cell)
        #expect(cell.window === window)
        #expect(cell.contentView.window === window)
        #expect(cell.windowMoves == 1)
        cell.removeFromSuperview()
        #expect(cell.window == nil)
        #expect(cell.windowMoves == 2)
        // Hit testing finds the deepest view under a point.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
        root.addSubview(child)
        #expect(root.hitTest(CGPoint(x: 15, y: 15), with: nil) === child)
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 150, y: 50), with: nil) == nil)
        #expect(child.point(inside: CGPoint(x: 29, y: 29), with: nil))
    }

    final class Refresher: UIViewController {
        var refreshes = 0
        func refresh() { refreshes += 1 }
    }

    @Test func viewControllerInAWindow() {
        let controller = SettingsViewController()
        #expect(!controller.isViewLoaded)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        #expect(window.isHidden)
        window.makeKeyAndVisible()
        #expect(window.isKeyWindow)
        #expect(!window.isHidden)
        #expect(controller.calls == ["viewDidLoad", "viewWillAppear", "viewDidLayoutSubviews", "viewDidAppear"])
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        // A root view's margins are at least the system minimum: 16 pt at the sides, 0 top and bottom.
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        controller.view.layoutMargins = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 30)
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 4, left: 16, bottom: 4, right: 30))
        controller.viewRespectsSystemMinimumLayoutMargins = false
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 30))
        #expect(controller.tableView.frame == controller.view.bounds)
        #expect(controller.view.next === controller)
        #expect(controller.tableView.visibleCells.count == 3)
        // A nil-targeted action goes up the responder chain to the controller.
        let refresher = Refresher()
        let button = UIButton(type: .system)
        refresher.view.addSubview(button)
        button.addTarget(nil, action: Selector("refresh", Refresher.refresh), for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(refresher.refreshes == 1)
        assertSnapshot(of: controller.view, as: .image(size: CGSize(width: 375, height: 320)), named: "settings")
    }

    private static var key: UInt8 = 0
    private static var otherKey: UInt8 = 0

    @Test func associatedObjects() {
        final class Box {}
        let owner = UIView()
        #expect(objc_getAssociatedObject(owner, &Self.key) == nil)
        objc_setAssociatedObject(owner, &Self.key, "first", .OBJC_ASSOCIATION_COPY_NONATOMIC)
        objc_setAssociatedObject(owner, &Self.otherKey, 7, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(objc_getAssociatedObject(owner, &Self.key) as? String == "first")
        objc_setAssociatedObject(owner, &Self.key, "second", .OBJC_ASSOCIATION_COPY_NONATOMIC)
        #expect(objc_getAssociatedObject(owner, &Self.key) as? String == "second")
        #expect(objc_getAssociatedObject(owner, &Self.otherKey) as? Int == 7)
        #expect(objc_getAssociatedObject(UIView(), &Self.key) == nil)
        objc_setAssociatedObject(owner, &Self.key, nil, .OBJC_ASSOCIATION_COPY_NONATOMIC)
        #expect(objc_getAssociatedObject(owner, &Self.key) == nil)
        // ASSIGN holds an object weakly.
        var box: Box? = Box()
        objc_setAssociatedObject(owner, &Self.key, box as Any, .OBJC_ASSOCIATION_ASSIGN)
        #expect(objc_getAssociatedObject(owner, &Self.key) as? Box === box)
        box = nil
        #expect(objc_getAssociatedObject(owner, &Self.key) == nil)
        objc_removeAssociatedObjects(owner)
        #expect(objc_getAssociatedObject(owner, &Self.otherKey) == nil)
        // A value outlives nothing: an object made later at the same address finds none.
        for _ in 0..<200 {
            let temporary = UIView()
            objc_setAssociatedObject(temporary, &Self.key, "gone", .OBJC_ASSOCIATION_RETAIN)
        }
        #expect(objc_getAssociatedObject(UIView(), &Self.key) == nil)
    }
}

/// The Linux copy `autocell-linux-source` makes of an iOS cell with `@objc` actions and
/// `#selector` targets (Tests/AutocellLinuxSourceTests checks it is exactly that) works.
@MainActor
@Suite struct LinuxCopyOfAnIOSCell {
    @Test func selectorsCallTheirMethods() throws {
        let cell = FollowCell(style: .default, reuseIdentifier: nil)
        cell.followButton.sendActions(for: .touchUpInside)
        #expect(cell.follows == 1)
        #expect(cell.followButton.title(for: .normal) == "Following")
        cell.followButton.sendActions(for: .valueChanged)
        #expect(cell.refreshed)
        let press = try #require(cell.contentView.gestureRecognizers?.first as? UILongPressGestureRecognizer)
        press.sendActions()
        #expect(cell.lastGesture === press)
        let other = UIButton(type: .custom)
        cell.wire(other)
        other.sendActions(for: .touchUpInside)
        #expect(cell.follows == 2)
    }
}

/// Background views colour a cell (the selected one while selected); a visual effect view's
/// content is laid out and drawn, its blur said and not drawn.
@MainActor
@Suite struct BackgroundViewsAndEffects {
    static func topLeftPixel(_ view: UIView) throws -> [UInt8] {
        let renderer = UIGraphicsImageRenderer(size: view.bounds.size)
        let image = renderer.image { context in view.layer.render(in: context.cgContext) }
        let pixels = try #require(image.pixels())
        let pixel = pixels[4, 4]
        return [pixel.r, pixel.g, pixel.b]
    }

    @Test func backgroundViewsColourTheCell() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        let background = UIView()
        background.backgroundColor = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
        cell.backgroundView = background
        let selected = UIView()
        selected.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        cell.selectedBackgroundView = selected
        #expect(try Self.topLeftPixel(cell) == [255, 255, 0])
        cell.setSelected(true, animated: false)
        #expect(try Self.topLeftPixel(cell) == [255, 0, 0])
    }

    @Test func effectViewsLayOutTheirContent() {
        let effect = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        effect.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        let label = UILabel()
        label.text = "Now playing"
        label.translatesAutoresizingMaskIntoConstraints = false
        effect.contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerYAnchor.constraint(equalTo: effect.contentView.centerYAnchor),
            label.leadingAnchor.constraint(equalTo: effect.contentView.leadingAnchor, constant: 12),
        ])
        effect.layoutIfNeeded()
        #expect(effect.contentView.frame == effect.bounds)
        #expect(label.frame.minX == 12)
        #expect(abs(label.frame.midY - 30) < 0.001)
    }
}

/// Views added to the cell itself rather than to its contentView, as some apps add them: laid
/// out against the cell (they do not size it, as on iOS, where self-sizing reads the contentView).
@MainActor
@Suite struct CellsOwnSubviews {
    final class LoaderCell: UITableViewCell {
        let spinner = UIActivityIndicatorView(style: .medium)
        let caption = UILabel()
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            spinner.translatesAutoresizingMaskIntoConstraints = false
            addSubview(spinner)
            NSLayoutConstraint.activate([spinner.centerXAnchor.constraint(equalTo: centerXAnchor), spinner.centerYAnchor.constraint(equalTo: centerYAnchor)])
            caption.text = "Loading"
            caption.translatesAutoresizingMaskIntoConstraints = false
            addSubview(caption)
            addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-16-[c]", options: [], metrics: nil, views: ["c": caption]))
            addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-8-[c]", options: [], metrics: nil, views: ["c": caption]))
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    @Test func theyAreLaidOutAgainstTheCell() {
        let cell = LoaderCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 375, height: 60)
        cell.layoutIfNeeded()
        #expect(cell.spinner.frame == CGRect(x: 187.5 - 10, y: 20, width: 20, height: 20))
        #expect(cell.caption.frame.origin == CGPoint(x: 16, y: 8))
        #expect(cell.contentView.frame == cell.bounds)
    }
}
