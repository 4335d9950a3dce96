@testable import AutocellUIKit
import Testing
import UIKit

@MainActor
@Suite(.serialized) struct UIKitTableView {
    /// 1,000 self-sizing rows: the content size is the sum of the fitted heights (each the
    /// cell's fitting height plus the separator's pixel, on the pixel grid), and a handful of
    /// cells serve every row.
    @Test func aThousandSelfSizingRows() throws {
        let dataSource = FeedDataSource(count: 1_000)
        // A controller's table, with the system minimum margins a cell fitted on its own has too.
        let (controller, table) = controllerTable(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
        defer { withExtendedLifetime(controller) {} }
        table.register(PostCell.self, forCellReuseIdentifier: PostCell.reuseIdentifier)
        table.rowHeight = UITableView.automaticDimension
        table.estimatedRowHeight = 80
        table.dataSource = dataSource
        PostCell.inits = 0
        table.reloadData()
        #expect(table.numberOfRows(inSection: 0) == 1_000)
        // The same rows fitted one by one on a cell the table made (a template cell, as
        // FDTemplateLayoutCell dequeues one: the table's margins).
        let probe = try #require(table.dequeueReusableCell(withIdentifier: PostCell.reuseIdentifier) as? PostCell)
        var sum: CGFloat = 0
        for (row, post) in dataSource.posts.enumerated() {
            probe.configure(with: post)
            let fitting = UIKitCellLayout.fittingHeight(probe)
            let height = ((fitting + 0.5) * 2).rounded() / 2
            #expect(table.rect(forRowAt: IndexPath(row: row, section: 0)).height == height)
            sum += height
        }
        #expect(table.contentSize.height == sum)
        #expect(PostCell.inits <= table.visibleCells.count + 1, "\(PostCell.inits) cells made for \(table.visibleCells.count) visible")
        #expect(table.visibleCells.count >= 5)
        let first = try #require(table.visibleCells.first as? PostCell)
        #expect(first.nameLabel.text == "Person 0" && first.frame.minY == 0)
        #expect(first.avatar.frame == CGRect(x: 16, y: 11, width: 40, height: 40))
        // Scrolled: other rows, the same cells.
        table.contentOffset = CGPoint(x: 0, y: 5_000)
        table.reloadData()
        let shown = try #require(table.indexPathsForVisibleRows?.first)
        #expect(table.rect(forRowAt: shown).minY <= 5_000 && table.rect(forRowAt: shown).maxY > 5_000)
        #expect(PostCell.inits <= table.visibleCells.count + 3)
    }
    /// A plain table gives a section with no title and no view no header or footer, whatever its
    /// `sectionHeaderHeight`, unless the delegate answers for the height (measured on iOS 18: a
    /// storyboard's plain table with `sectionHeaderHeight` 28 shows its first row at the top). A
    /// title gets the height; a grouped table keeps the gap.
    @Test func aPlainTablesUntitledSectionHasNoHeader() throws {
        final class Source: NSObject, UITableViewDataSource, UITableViewDelegate {
            var title: String?
            var answers: CGFloat?
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell(style: .default, reuseIdentifier: nil)
            }
            func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { title }
            func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
                answers ?? tableView.sectionHeaderHeight
            }
        }
        func firstRowY(style: UITableView.Style, title: String?, answers: CGFloat?, implements: Bool = true) -> CGFloat {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 400), style: style)
            table.sectionHeaderHeight = 28
            table.sectionFooterHeight = 28
            table.rowHeight = 44
            let source = Source()
            source.title = title
            source.answers = answers
            table.dataSource = source
            if implements { table.delegate = source }
            table.reloadData()
            return withExtendedLifetime(source) { table.rect(forRowAt: IndexPath(row: 0, section: 0)).minY }
        }
        #expect(firstRowY(style: .plain, title: nil, answers: nil, implements: false) == 0)
        #expect(firstRowY(style: .plain, title: "Section", answers: nil, implements: false) == 28)
        #expect(firstRowY(style: .plain, title: nil, answers: 28) == 28, "the delegate's own height")
        #expect(firstRowY(style: .grouped, title: nil, answers: nil, implements: false) == 28)
    }
    /// A self-sizing row is sized in its table's traits (the cell measured before it is added
    /// takes them from the table that dequeued it): a Dynamic Type label in a table whose view
    /// overrides the text size to Medium sizes its row at Medium, as iOS does (measured on iOS 18).
    @Test func aSelfSizingRowIsSizedInItsTablesTraits() throws {
        final class BodyCell: UITableViewCell {
            let body = UILabel()
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                body.font = .preferredFont(forTextStyle: .body)
                body.adjustsFontForContentSizeCategory = true
                body.numberOfLines = 0
                body.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(body)
                NSLayoutConstraint.activate([
                    body.topAnchor.constraint(equalTo: contentView.topAnchor),
                    body.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                    body.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                    body.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                ])
            }
            required init?(coder: NSCoder) { nil }
        }
        final class Source: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "body", for: indexPath) as! BodyCell
                cell.body.text = "One\nTwo\nThree"
                return cell
            }
        }
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 400), style: .plain)
        table.separatorStyle = .none
        table.register(BodyCell.self, forCellReuseIdentifier: "body")
        table.traitOverrides.preferredContentSizeCategory = .medium
        let source = Source()
        table.dataSource = source
        table.reloadData()
        let height = withExtendedLifetime(source) { table.rect(forRowAt: IndexPath(row: 0, section: 0)).height }
        // Three Body lines at Medium: 16 pt, lines 21 pt apart.
        let natural = 16 * 2444.0 / 2048
        #expect(abs(Double(height) - (2 * 21 + natural)) < 0.5, "\(height)")
    }
    /// A self-sizing table whose cells set their content in `cellForRowAt` settles: the cells it
    /// configures only to measure them ask for no further layout pass (no "layout did not
    /// settle" naming them).
    @Test func aSelfSizingTableSettles() throws {
        final class SettlingCell: UITableViewCell {
            let icon = UIImageView()
            let title = UILabel()
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                for view in [icon, title] {
                    view.translatesAutoresizingMaskIntoConstraints = false
                    contentView.addSubview(view)
                }
                NSLayoutConstraint.activate([
                    icon.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                    icon.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
                    title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8),
                    title.topAnchor.constraint(equalTo: icon.topAnchor),
                    contentView.layoutMarginsGuide.bottomAnchor.constraint(equalTo: icon.bottomAnchor),
                ])
            }
            required init?(coder: NSCoder) { nil }
        }
        final class Source: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "settling", for: indexPath) as! SettlingCell
                cell.icon.image = UIImage(size: CGSize(width: 24, height: 24), scale: 2, path: nil, symbolName: nil)
                cell.title.text = "Row \(indexPath.row)"
                return cell
            }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let table = UITableView(frame: window.bounds, style: .plain)
        table.register(SettlingCell.self, forCellReuseIdentifier: "settling")
        let source = Source()
        table.dataSource = source
        window.addSubview(table)
        window.isHidden = false
        withExtendedLifetime(source) { window.layoutIfNeeded() }
        #expect(!UIKitDiagnostics.hasSaid("in SettlingCell"), "the table settled")
        #expect(table.visibleCells.count > 5)
    }
}
