import AutocellLayout
import AutocellTable
import AutocellText
import Foundation
import Testing
@testable import AutocellFixtures
import AutocellSource
import AutocellDrawing

/// `collection:` read into `CollectionSettings`: each layout's keys with UIKit's defaults, the
/// table keys a collection shares, and every refusal located.
@Suite struct CollectionFixtureReading {
    static let body = "\ntemplates: {a: {views: []}}\nrows: [{template: a}]\n"

    func settings(_ collection: String) throws -> TableSettings {
        try FixtureLoader.parse("collection: " + collection + Self.body, file: "c.yaml", folder: fixturesFolder).table
    }

    func diagnostic(_ collection: String) -> Diagnostic? {
        do {
            _ = try FixtureLoader.parse("collection: " + collection + Self.body, file: "c.yaml", folder: fixturesFolder)
            return nil
        } catch {
            return error
        }
    }

    @Test func flowDefaultsAreApples() throws {
        let table = try settings("{layout: flow, width: 320, scale: 3, appearance: dark}")
        let flow = try #require(table.collection)
        #expect(flow.layout == .flow && flow.itemSize == Size(width: 50, height: 50) && flow.estimatedItemSize == nil)
        #expect(flow.minimumLineSpacing == 10 && flow.minimumInteritemSpacing == 10)
        #expect(table.width == 320 && table.scale == 3 && table.appearance == .dark)
    }

    @Test func everyFlowKey() throws {
        let flow = try #require(try settings("""
            {layout: flow, itemSize: {width: 80, height: 90}, estimatedItemSize: {width: 100, height: 40}, minimumLineSpacing: 4,
             minimumInteritemSpacing: 6, sectionInset: {top: 1, left: 2, bottom: 3, right: 4}, headerReferenceSize: {width: 0, height: 30},
             footerReferenceSize: {width: 0, height: 20}, scrollDirection: vertical}
            """).collection)
        #expect(flow.itemSize == Size(width: 80, height: 90) && flow.estimatedItemSize == .size(Size(width: 100, height: 40)))
        #expect(flow.sectionInset == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(flow.headerReferenceSize?.height == 30 && flow.footerReferenceSize?.height == 20)
        #expect(try settings("{layout: flow, estimatedItemSize: automatic}").collection?.estimatedItemSize == .automatic)
    }

    @Test func gridAndListKeys() throws {
        let grid = try #require(try settings("""
            {layout: grid, columns: 3, itemHeight: {fractionalWidth: 0.33}, interItemSpacing: 2, interGroupSpacing: 4,
             contentInsets: {top: 1, leading: 2, bottom: 3, trailing: 4}, interSectionSpacing: 8}
            """).collection)
        #expect(grid.columns == 3 && grid.itemHeight == .fractionalWidth(0.33) && grid.interItemSpacing == 2 && grid.interGroupSpacing == 4)
        #expect(grid.contentInsets == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4) && grid.interSectionSpacing == 8)
        #expect(try settings("{layout: grid, itemHeight: 120}").collection?.itemHeight == .absolute(120))
        #expect(try settings("{layout: grid, itemHeight: estimated}").collection?.itemHeight == .estimated(44))
        #expect(try settings("{layout: grid, itemHeight: {estimated: 90}}").collection?.itemHeight == .estimated(90))
        let list = try #require(try settings("{layout: list, style: sidebar, showsSeparators: false}").collection)
        #expect(list.listAppearance == .sidebar && !list.showsSeparators)
    }

    @Test func refusalsAreLocated() {
        let cases: [(String, String, Int)] = [
            ("{width: 320}", "a collection needs 'layout:', one of: flow, list, grid", 13),
            ("{layout: masonry}", "collection layout", 22),
            ("{layout: list, itemSize: {width: 1, height: 1}}", "'itemSize' is a key of a flow layout; this collection's layout is list", 28),
            ("{layout: flow, style: plain}", "'style' is a key of a list layout", 28),
            ("{layout: flow, scrollDirection: horizontal}", "scrollDirection: horizontal", 45),
            ("{layout: flow, rowHeight: 44}", "unknown key 'rowHeight'", 28),
            ("{layout: grid, itemHeight: {fractionalWidth: 1, estimated: 3}}", "a grid's item height", 40),
            ("{layout: flow, itemSize: {width: 10}}", "expected the item size as {width: POINTS, height: POINTS}", 38),
        ]
        for (collection, message, column) in cases {
            let error = diagnostic(collection)
            #expect(error?.message.contains(message) == true, "\(collection): \(error?.message ?? "no error")")
            #expect(error?.line == 1 && error?.column == column, "\(collection): at \(error?.line ?? 0):\(error?.column ?? 0)")
        }
    }

    @Test func tableAndCollectionTogetherAreRefused() {
        #expect(throws: Diagnostic.self) {
            try FixtureLoader.parse("table: {width: 320}\ncollection: {layout: list}" + Self.body, file: "c.yaml", folder: fixturesFolder)
        }
    }
}
