import UIKit

/// A disclosure row that animates its chevron, taps with a gesture recognizer, plays haptics,
/// and notes when it enters a window.
final class ExpandableCell: UITableViewCell {
    let titleLabel = UILabel()
    let chevron = UIImageView(image: UIImage(systemName: "chevron.down", withConfiguration: UIImage.SymbolConfiguration(pointSize: 13, weight: .semibold)))
    let haptics = UIImpactFeedbackGenerator(style: .light)
    private(set) var isExpanded = false
    private(set) var windowMoves = 0

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        titleLabel.font = .preferredFont(forTextStyle: .body)
        let tap = UITapGestureRecognizer(target: self, action: Selector("toggle", ExpandableCell.toggle))
        contentView.addGestureRecognizer(tap)
        for view in [titleLabel, chevron] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        let guide = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            titleLabel.topAnchor.constraint(equalTo: guide.topAnchor),
            titleLabel.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            chevron.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            chevron.centerYAnchor.constraint(equalTo: titleLabel.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        windowMoves += 1
    }

    func toggle() {
        haptics.impactOccurred()
        UIView.animate(withDuration: 0.25, delay: 0, options: [.curveEaseInOut], animations: {
            self.isExpanded.toggle()
            self.chevron.alpha = self.isExpanded ? 0.5 : 1
        }, completion: { finished in
            if finished { self.titleLabel.textColor = self.isExpanded ? .systemBlue : .label }
        })
    }
}

/// A screen: a view controller that builds its table in `viewDidLoad`, with a data source.
final class SettingsViewController: UIViewController, UITableViewDataSource {
    let tableView = UITableView(frame: .zero, style: .insetGrouped)
    let rows = ["Notifications", "Privacy", "Appearance"]
    private(set) var calls: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        calls.append("viewDidLoad")
        title = "Settings"
        view.backgroundColor = .systemGroupedBackground
        tableView.dataSource = self
        tableView.register(ExpandableCell.self, forCellReuseIdentifier: "row")
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        calls.append("viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        calls.append("viewDidAppear")
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if calls.last != "viewDidLayoutSubviews" { calls.append("viewDidLayoutSubviews") }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath) as! ExpandableCell
        cell.titleLabel.text = rows[indexPath.row]
        return cell
    }
}
