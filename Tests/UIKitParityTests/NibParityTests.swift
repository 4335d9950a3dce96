import AutocellFixtures
import AutocellTable
import AutocellText
import Foundation
import Testing
import UIKit

/// The nib's cell class: on iOS its outlets would be `@IBOutlet`s; Swift on Linux rejects
/// that attribute, so they are plain properties listed by key path (`UINibOutletConnecting`).
final class StoryCell: UITableViewCell {
    nonisolated(unsafe) static var awoken = 0
    var avatarView: UIImageView!
    var titleLabel: UILabel!
    weak var subtitleLabel: UILabel!

    override func awakeFromNib() {
        super.awakeFromNib()
        StoryCell.awoken += 1
    }
}

extension StoryCell: UINibOutletConnecting {
    static var nibOutlets: [String: AnyKeyPath] {
        ["avatarView": \StoryCell.avatarView, "titleLabel": \StoryCell.titleLabel, "subtitleLabel": \StoryCell.subtitleLabel]
    }
}

/// A File's Owner whose outlets a nib connects: the cell and a label in it.
@MainActor
final class NibOwner: UINibOutletConnecting {
    var cell: UITableViewCell?
    weak var nameLabel: UILabel?
    static var nibOutlets: [String: AnyKeyPath] { ["cell": \NibOwner.cell, "nameLabel": \NibOwner.nameLabel] }
}

/// A custom view class a nib names (found as `UIKitParityTests.BadgeView`).
final class BadgeView: UIView {
    override var intrinsicContentSize: CGSize { CGSize(width: 30, height: 18) }
}

/// The same cell written in code against UIKit's API.
final class StoryCodeCell: UITableViewCell {
    let avatarView = UIImageView()
    let stack = UIStackView()
    let titleLabel = UILabel()
    let subtitleLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        avatarView.translatesAutoresizingMaskIntoConstraints = false
        avatarView.backgroundColor = .systemGray5
        avatarView.layer.cornerRadius = 24
        avatarView.clipsToBounds = true
        titleLabel.font = .boldSystemFont(ofSize: 17)
        titleLabel.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        titleLabel.setContentHuggingPriority(.defaultLow + 1, for: .vertical)
        subtitleLabel.font = .preferredFont(forTextStyle: .subheadline)
        subtitleLabel.textColor = .secondaryLabel
        subtitleLabel.numberOfLines = 0
        subtitleLabel.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        subtitleLabel.setContentHuggingPriority(.defaultLow + 1, for: .vertical)
        stack.axis = .vertical
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.addArrangedSubview(titleLabel)
        stack.addArrangedSubview(subtitleLabel)
        contentView.addSubview(avatarView)
        contentView.addSubview(stack)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            avatarView.widthAnchor.constraint(equalToConstant: 48),
            avatarView.widthAnchor.constraint(equalTo: avatarView.heightAnchor),
            avatarView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            avatarView.topAnchor.constraint(equalTo: margins.topAnchor),
            stack.leadingAnchor.constraint(equalTo: avatarView.trailingAnchor, constant: 12),
            margins.trailingAnchor.constraint(equalTo: stack.trailingAnchor),
            stack.topAnchor.constraint(equalTo: margins.topAnchor),
            margins.bottomAnchor.constraint(equalTo: stack.bottomAnchor),
            margins.bottomAnchor.constraint(greaterThanOrEqualTo: avatarView.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

/// One cell four ways: Fixtures/nibs/MarginsStackCell.xib read by a fixture (`{nib:}`) and
/// by `UINib`, the same cell as a YAML template, and as UIKit code: the same frames.
@MainActor
@Suite(.serialized) struct NibFixtureCodeParity {
    static let nibs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/nibs").path

    static let rows: [(title: String, subtitle: String?)] = [
        ("Interface Builder", "A cell read from a .xib: margins, a stack view, outlets set by name."),
        ("Hidden subtitle", nil),
        ("A title long enough to be cut off at the end of its one line", "Two\nlines."),
    ]

    static func rowsYAML(_ template: String) -> String {
        rows.map { row in
            let subtitle = row.subtitle.map { "subtitleLabel: \"\($0.replacingOccurrences(of: "\n", with: "\\n"))\"" } ?? "subtitleLabel: \"\", subtitleLabel.hidden: true"
            return "  - {template: \(template), data: {titleLabel: \"\(row.title)\", \(subtitle)}}"
        }.joined(separator: "\n")
    }

    static let yaml = """
    table: {width: 375}
    templates:
      story:
        views:
          - {name: avatarView, type: image, background: systemGray5, cornerRadius: 24, clipsToBounds: true, contentMode: aspectFill}
          - {name: stackView1, type: stack, axis: vertical, spacing: 4}
          - {name: titleLabel, type: label, parent: stackView1, text: "{titleLabel}", font: "system bold 17", hugging: {horizontal: 251, vertical: 251}}
          - {name: subtitleLabel, type: label, parent: stackView1, text: "{subtitleLabel}", font: subheadline, color: secondaryLabel, lines: 0, hugging: {horizontal: 251, vertical: 251}}
        constraints:
          - avatarView.width == 48
          - avatarView.width == avatarView.height
          - avatarView.leading == contentView.layoutMarginsGuide.leading
          - avatarView.top == contentView.layoutMarginsGuide.top
          - stackView1.leading == avatarView.trailing + 12
          - contentView.layoutMarginsGuide.trailing == stackView1.trailing
          - stackView1.top == contentView.layoutMarginsGuide.top
          - contentView.layoutMarginsGuide.bottom == stackView1.bottom
          - contentView.layoutMarginsGuide.bottom >= avatarView.bottom
    rows:
    \(rowsYAML("story"))
    """

    static let nibYAML = """
    table: {width: 375}
    templates:
      story: {nib: "MarginsStackCell.xib"}
    rows:
    \(rowsYAML("story"))
    """

    typealias Frames = [String: CGRect]

    /// Each row's fitting height, and its frames with the cell held at the row's height on
    /// the pixel grid (less the separator), as the table holds it.
    static func fixtureFrames(_ text: String, width: Double) throws -> [(height: Double, held: Double, frames: Frames)] {
        let fixture = try FixtureLoader.parse(text, file: "story.yaml", folder: nibs)
        let layout = try TableLayout.make(fixture.resolved(for: TraitCollection(width: width)).content, measurer: try TextMeasurer())
        return layout.rows.map { row in
            var frames: Frames = [:]
            for view in row.cell.views where view.name != "contentView" && view.hidden != true {
                frames[view.name] = CGRect(x: view.frame.x, y: view.frame.y, width: view.frame.width, height: view.frame.height)
            }
            return (row.fittingHeight, row.cell.height, frames)
        }
    }

    static func cellFrames(
        _ cell: UITableViewCell, _ views: () -> [String: UIView], width: CGFloat, held: [Double], configure: (Int) -> Void
    ) -> [(height: Double, held: Double, frames: Frames)] {
        rows.indices.map { index in
            configure(index)
            let fitted = cell.systemLayoutSizeFitting(
                CGSize(width: width, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
            cell.frame = CGRect(x: 0, y: 0, width: width, height: CGFloat(held[index]))
            cell.layoutIfNeeded()
            var frames: Frames = [:]
            for (name, view) in views() where !view.isHidden {
                frames[name] = view.convert(view.bounds, to: cell.contentView)
            }
            // The content's height: the cell's fitting height less its separator's pixel (as on iOS).
            return (Double(fitted.height - 1 / cell.traitCollection.displayScale), held[index], frames)
        }
    }

    @Test func nibFixtureAndCodeAgree() throws {
        UINib.searchPaths = [Self.nibs]
        for width in [375.0, 414] {
            let yaml = try Self.fixtureFrames(Self.yaml.replacingOccurrences(of: "width: 375", with: "width: \(width)"), width: width)
            let nibFixture = try Self.fixtureFrames(Self.nibYAML.replacingOccurrences(of: "width: 375", with: "width: \(width)"), width: width)

            let nib = UINib(nibName: "MarginsStackCell", bundle: nil)
            let alone = try #require(nib.instantiate(withOwner: nil, options: nil).first as? StoryCell)
            #expect(alone.reuseIdentifier == "StoryCell")
            // The fixture's rows are a controller's table's: the cells compared are ones that
            // table made (a cell on its own has UIView's 8 pt margins, not the table's).
            let (controller, table) = controllerTable(frame: CGRect(x: 0, y: 0, width: width, height: 667), style: .plain)
            defer { withExtendedLifetime(controller) {} }
            table.register(nib, forCellReuseIdentifier: "StoryCell")
            table.register(StoryCodeCell.self, forCellReuseIdentifier: "story")
            let loaded = try #require(table.dequeueReusableCell(withIdentifier: "StoryCell") as? StoryCell)
            let stack = try #require(loaded.titleLabel.superview as? UIStackView)
            let fromNib = Self.cellFrames(loaded, {
                ["avatarView": loaded.avatarView, "stackView1": stack, "titleLabel": loaded.titleLabel, "subtitleLabel": loaded.subtitleLabel]
            }, width: CGFloat(width), held: yaml.map(\.held)) { index in
                loaded.titleLabel.text = Self.rows[index].title
                loaded.subtitleLabel.text = Self.rows[index].subtitle ?? ""
                loaded.subtitleLabel.isHidden = Self.rows[index].subtitle == nil
            }

            let code = try #require(table.dequeueReusableCell(withIdentifier: "story") as? StoryCodeCell)
            let fromCode = Self.cellFrames(code, {
                ["avatarView": code.avatarView, "stackView1": code.stack, "titleLabel": code.titleLabel, "subtitleLabel": code.subtitleLabel]
            }, width: CGFloat(width), held: yaml.map(\.held)) { index in
                code.titleLabel.text = Self.rows[index].title
                code.subtitleLabel.text = Self.rows[index].subtitle ?? ""
                code.subtitleLabel.isHidden = Self.rows[index].subtitle == nil
            }

            for index in Self.rows.indices {
                let reference = yaml[index]
                #expect(reference.frames.count == (Self.rows[index].subtitle == nil ? 3 : 4))
                for (name, other) in [("nib fixture", nibFixture[index]), ("UINib", fromNib[index]), ("UIKit code", fromCode[index])] {
                    #expect(abs(other.height - reference.height) < 1e-9, "\(name) row \(index) at \(width)")
                    #expect(other.frames == reference.frames, "\(name) row \(index) at \(width)")
                }
            }
            // Hand-checked: the avatar on the margins (16 at 375, 20 from 414), 48 square; the
            // stack 12 pt after it to the trailing margin.
            let margin: CGFloat = width >= 414 ? 20 : 16
            #expect(fromNib[0].frames["avatarView"] == CGRect(x: margin, y: 11, width: 48, height: 48))
            #expect(fromNib[0].frames["stackView1"]?.minX == margin + 60 && fromNib[0].frames["stackView1"]?.maxX == CGFloat(width) - margin)
        }
    }

    /// `register(_:forCellReuseIdentifier:)` with a nib: dequeued cells are the nib's class,
    /// outlets connected (a weak one too), `awakeFromNib` sent once per cell made, cells reused.
    @Test func tableViewDequeuesNibCells() throws {
        UINib.searchPaths = [Self.nibs]
        StoryCell.awoken = 0
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 600), style: .plain)
        table.register(UINib(nibName: "MarginsStackCell", bundle: nil), forCellReuseIdentifier: "StoryCell")
        let first = try #require(table.dequeueReusableCell(withIdentifier: "StoryCell") as? StoryCell)
        #expect(first.titleLabel != nil && first.subtitleLabel != nil && first.avatarView != nil)
        #expect(first.titleLabel.font == UIFont.boldSystemFont(ofSize: 17))
        #expect(first.subtitleLabel.numberOfLines == 0)
        #expect(first.avatarView.layer.cornerRadius == 24)
        #expect(first.contentView.constraints.count == 7)
        #expect(StoryCell.awoken == 1)
    }

    /// The File's Owner's outlets (to the cell itself and to a view) are connected too; a
    /// plain cell with no custom class is a UITableViewCell; a custom view class is made; a
    /// system colour stays dynamic; an asset-catalog image has the file's size; a switch is on.
    @Test func ownerOutlets() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">
                    <connections>
                        <outlet property="cell" destination="cel" id="o1"/>
                        <outlet property="nameLabel" destination="lab" id="o2"/>
                    </connections>
                </placeholder>
                <tableViewCell accessoryType="checkmark" id="cel">
                    <tableViewCellContentView key="contentView" id="cnt">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <subviews>
                            <label text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="lab">
                                <color key="textColor" systemColor="secondaryLabelColor"/>
                            </label>
                            <view customClass="BadgeView" translatesAutoresizingMaskIntoConstraints="NO" id="bdg"/>
                            <imageView image="star" translatesAutoresizingMaskIntoConstraints="NO" id="img"/>
                            <switch on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="swt"/>
                        </subviews>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
            <resources>
                <image name="star" width="20" height="20"/>
            </resources>
        </document>
        """
        let owner = NibOwner()
        let objects = try UINib(data: Data(xml.utf8), bundle: nil).instantiateChecked(withOwner: owner)
        let cell = try #require(objects.first as? UITableViewCell)
        #expect(owner.cell === cell)
        #expect(owner.nameLabel?.text == "Name" && owner.nameLabel?.superview === cell.contentView)
        #expect(cell.accessoryType == .checkmark)
        let subviews = cell.contentView.subviews
        #expect(subviews.contains { $0 is BadgeView })
        #expect((subviews.first { $0 is UIImageView } as? UIImageView)?.image?.size == CGSize(width: 20, height: 20))
        #expect((subviews.first { $0 is UISwitch } as? UISwitch)?.isOn == true)
        let color = try #require(owner.nameLabel?.textColor)
        #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) != color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)))
    }

    /// A missing nib or an unknown class is said with what was looked for, not a crash; a
    /// table dequeues no cell from a nib it cannot load.
    @Test func missingNibsAndClassesAreSaid() {
        UINib.searchPaths = [Self.nibs]
        #expect(UINib(nibName: "NoSuchCell", bundle: nil).instantiate(withOwner: nil).isEmpty)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 600), style: .plain)
        table.register(UINib(nibName: "NoSuchCell", bundle: nil), forCellReuseIdentifier: "missing")
        #expect(table.dequeueReusableCell(withIdentifier: "missing") == nil)
        // The nib's cell says "StoryCell": registered as another identifier, UIKit refuses it.
        table.register(UINib(nibName: "MarginsStackCell", bundle: nil), forCellReuseIdentifier: "Other")
        #expect(table.dequeueReusableCell(withIdentifier: "Other") == nil)
        do {
            _ = try UINib(nibName: "NoSuchCell", bundle: nil).instantiateChecked(withOwner: nil)
            Issue.record("loaded")
        } catch {
            #expect(error.message.contains("Could not load NIB") && error.message.contains("NoSuchCell.xib"))
        }
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <tableViewCell id="cel" customClass="NoSuchClass">
                    <tableViewCellContentView key="contentView" id="cnt"/>
                </tableViewCell>
            </objects>
        </document>
        """
        do {
            _ = try UINib(data: Data(xml.utf8), bundle: nil).instantiateChecked(withOwner: nil)
            Issue.record("loaded")
        } catch {
            #expect(error.message.contains("unknown class NoSuchClass"))
        }
    }
}
