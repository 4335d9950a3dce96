import Foundation

/// What UIKit checks when rows or items are inserted and deleted: the data source's new counts
/// must be the old ones plus what was inserted less what was deleted. UIKit stops on a
/// mismatch ("Invalid update", `NSInternalInconsistencyException`); the layer says UIKit's words
/// and lays out what the data source now has. One check for tables (rows) and collection views
/// (items).
@MainActor
struct BatchUpdateCheck {
    var inserted: [IndexPath] = []
    var deleted: [IndexPath] = []
    var sectionsInserted = IndexSet()
    var sectionsDeleted = IndexSet()

    /// The first mismatch in UIKit's words (nil: the update adds up). `noun` is "rows" or
    /// "items", `container` "table view" or "collection view".
    func mismatch(oldCounts: [Int], newSections: Int, newCount: (Int) -> Int, noun: String, container: String) -> String? {
        let expectedSections = oldCounts.count + sectionsInserted.count - sectionsDeleted.count
        if newSections != expectedSections {
            return "Invalid update: invalid number of sections. The number of sections contained in the \(container) after the update (\(newSections)) must be equal to the number of sections contained in the \(container) before the update (\(oldCounts.count)), plus or minus the number of sections inserted or deleted (\(sectionsInserted.count) inserted, \(sectionsDeleted.count) deleted)."
        }
        // Existing sections only (those neither inserted nor deleted keep their numbers when none were).
        guard sectionsInserted.isEmpty, sectionsDeleted.isEmpty else { return nil }
        for section in 0..<newSections {
            let now = newCount(section)
            let added = inserted.filter { $0.section == section }.count
            let removed = deleted.filter { $0.section == section }.count
            if now != oldCounts[section] + added - removed {
                return "Invalid update: invalid number of \(noun) in section \(section). The number of \(noun) contained in an existing section after the update (\(now)) must be equal to the number of \(noun) contained in that section before the update (\(oldCounts[section])), plus or minus the number of \(noun) inserted or deleted from that section (\(added) inserted, \(removed) deleted)."
            }
        }
        return nil
    }
}
