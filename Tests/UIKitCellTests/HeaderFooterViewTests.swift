import Testing
import UIKit

/// `UITableViewHeaderFooterView` subclasses registered and dequeued as apps write section
/// headers: self-sizing from their contentView's constraints, reused across reloads.
@MainActor
@Suite(.serialized) struct HeaderFooterViews {
    final class SectionHeader: UITableViewHeaderFooterView {
        static var made = 0
        let title = UILabel()

        override init(reuseIdentifier: String?) {
            super.init(reuseIdentifier: reuseIdentifier)
            Self.made += 1
            title.font = .preferredFont(forTextStyle: .headline)
            title.numberOfLines = 0
            title.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(title)
            NSLayoutConstraint.activate([
                title.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                title.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
                title.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
                title.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
            ])
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    final class Source: NSObject, UITableViewDataSource, UITableViewDelegate {
        func numberOfSections(in tableView: UITableView) -> Int { 2 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Row"
            return cell
        }
        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header") as? SectionHeader
            header?.title.text = "Section \(section)"
            return header
        }
        func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { UITableView.automaticDimension }
    }

    @Test(arguments: [UITableView.Style.plain, .grouped])
    func selfSizingHeadersReused(style: UITableView.Style) {
        let source = Source()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 414, height: 600), style: style)
        table.register(SectionHeader.self, forHeaderFooterViewReuseIdentifier: "header")
        table.dataSource = source
        table.delegate = source
        SectionHeader.made = 0
        table.reloadData()
        let probe = UILabel()
        probe.font = .preferredFont(forTextStyle: .headline)
        probe.text = "Section 0"
        let text = probe.intrinsicContentSize.height
        // Plain: 4 above and below; grouped: 32 above the first header (17 above later ones), 6 below.
        let first = style == .plain ? text + 8 : text + 38
        let second = style == .plain ? text + 8 : text + 23
        #expect(abs(table.rectForHeader(inSection: 0).height - first) < 1e-9)
        #expect(abs(table.rectForHeader(inSection: 1).height - second) < 1e-9)
        table.reloadData()
        #expect(SectionHeader.made == 2, "reused across reloads")
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "unregistered") == nil)
    }
}
