import UIKit

// The iOS 14+ way apps build lists: cell registrations, content configurations, a
// compositional layout (a list section, a grid section, a row that scrolls across) and a
// diffable data source, written as apps write them.

enum LibrarySection: Int, CaseIterable {
    case shelves, covers, recent
}

struct LibraryItem: Hashable {
    let id: Int
    let title: String
    let detail: String?
}

/// A header made with Auto Layout: a label inside the layout margins.
final class ShelfHeaderView: UICollectionReusableView {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = .preferredFont(forTextStyle: .headline)
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: leadingAnchor),
            label.trailingAnchor.constraint(equalTo: trailingAnchor),
            label.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

extension UIConfigurationStateCustomKey {
    static let coverTitle = UIConfigurationStateCustomKey("com.example.cover.title")
}

extension UICellConfigurationState {
    /// An app's own state, as apps add theirs.
    var coverTitle: String? {
        get { self[.coverTitle] as? String }
        set { self[.coverTitle] = newValue }
    }
}

/// A cover tile whose look depends on its state (`updateConfiguration(using:)`), its title
/// carried in the configuration state under a custom key.
final class CoverCell: UICollectionViewCell {
    var title = "" { didSet { setNeedsUpdateConfiguration() } }
    private(set) var updates = 0

    override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state.coverTitle = title
        return state
    }

    override func updateConfiguration(using state: UICellConfigurationState) {
        updates += 1
        var content = UIListContentConfiguration.cell()
        content.text = state.coverTitle
        content.textProperties.font = .boldSystemFont(ofSize: 15)
        content.textProperties.color = state.isSelected ? .white : .label
        contentConfiguration = content
        var background = UIBackgroundConfiguration.listGroupedCell()
        background.backgroundColor = state.isSelected ? .systemBlue : .systemGray5
        background.cornerRadius = 12
        backgroundConfiguration = background
    }
}

final class LibraryViewController: UIViewController {
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<LibrarySection, LibraryItem>!

    static func layout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { index, environment in
            switch LibrarySection(rawValue: index) {
            case .shelves?:
                return NSCollectionLayoutSection.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped), layoutEnvironment: environment)
            case .covers?:
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
                item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
                let header = NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(30)),
                    elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
                section.boundarySupplementaryItems = [header]
                return section
            case .recent?:
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(80)), subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .continuous
                section.interGroupSpacing = 10
                section.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
                return section
            case nil:
                return nil
            }
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: Self.layout())
        collectionView.backgroundColor = .systemGroupedBackground
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)

        let shelf = UICollectionView.CellRegistration<UICollectionViewListCell, LibraryItem> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item.title
            content.secondaryText = item.detail
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let cover = UICollectionView.CellRegistration<CoverCell, LibraryItem> { cell, _, item in
            cell.title = item.title
        }
        let header = UICollectionView.SupplementaryRegistration<ShelfHeaderView>(elementKind: UICollectionView.elementKindSectionHeader) { view, _, _ in
            view.label.text = "Covers"
        }
        dataSource = UICollectionViewDiffableDataSource<LibrarySection, LibraryItem>(collectionView: collectionView) { collectionView, indexPath, item in
            switch LibrarySection(rawValue: indexPath.section) {
            case .shelves?: return collectionView.dequeueConfiguredReusableCell(using: shelf, for: indexPath, item: item)
            default: return collectionView.dequeueConfiguredReusableCell(using: cover, for: indexPath, item: item)
            }
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<LibrarySection, LibraryItem>()
        snapshot.appendSections(LibrarySection.allCases)
        snapshot.appendItems([LibraryItem(id: 1, title: "Reading", detail: nil), LibraryItem(id: 2, title: "Finished", detail: nil),
                              LibraryItem(id: 3, title: "Wishlist", detail: nil)], toSection: .shelves)
        snapshot.appendItems((10..<15).map { LibraryItem(id: $0, title: "Cover \($0 - 9)", detail: nil) }, toSection: .covers)
        snapshot.appendItems((20..<24).map { LibraryItem(id: $0, title: "Recent \($0 - 19)", detail: nil) }, toSection: .recent)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// A table with a diffable data source and content configurations.
final class SettingsListController: UIViewController {
    let tableView = UITableView(frame: .zero, style: .plain)
    var dataSource: UITableViewDiffableDataSource<Int, String>!

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        view.addSubview(tableView)
        dataSource = UITableViewDiffableDataSource<Int, String>(tableView: tableView) { tableView, indexPath, title in
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            var content = UIListContentConfiguration.subtitleCell()
            content.text = title
            content.secondaryText = "Detail for \(title)"
            cell.contentConfiguration = content
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Wi-Fi", "Bluetooth", "Cellular"])
        dataSource.apply(snapshot)
    }
}
