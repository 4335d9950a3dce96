import AutocellLayout
import AutocellText
import Testing
import AutocellSolver
import AutocellDrawing

/// One engine reused row after row (a table's template cell) must give exactly what a fresh
/// engine gives for each row: the shortcuts it takes on reuse (measuring a pinned multi-line
/// label at its width at once, parking the constraints of an image view that lost its image)
/// change how much work a row costs, never its frames.
@Suite struct EngineReuse {
    /// A multi-line summary pinned between both edges, a photo below it that may have no image
    /// (then it collapses), and a note beside it whose width follows its text (left edge only,
    /// at most the row's width) and gives way to the photo. Unambiguous, with a single optimum,
    /// so any engine state must reach the same frames.
    static let feed = CellTemplate(
        name: "feed",
        views: [
            label("summary", "", size: 15, lines: 0),
            ViewSpec(name: "photo", kind: .image(ImageContent(size: Size(width: 60, height: 40)))),
            label("note", "", size: 13, lines: 0, compression: Priority(700)),
        ],
        constraints: [
            pin("summary", .left, .equal, "contentView", .left, 10),
            pin("summary", .right, .equal, "contentView", .right, -10),
            pin("summary", .top, .equal, "contentView", .top, 10),
            pin("photo", .left, .equal, "contentView", .left, 10),
            pin("photo", .top, .equal, "summary", .bottom, 5),
            pin("note", .left, .equal, "photo", .right, 8),
            pin("note", .right, .lessThanOrEqual, "contentView", .right, -10),
            pin("note", .top, .equal, "photo", .top),
            pin("photo", .bottom, .lessThanOrEqual, "contentView", .bottom, -10),
            pin("note", .bottom, .lessThanOrEqual, "contentView", .bottom, -10),
            pin("photo", .width, .equal, nil, nil, 0, priority: Priority(200)),
            pin("photo", .height, .equal, nil, nil, 0, priority: Priority(200)),
        ])

    static let texts = [
        "", "短", "Auto Layout in a table cell", String(repeating: "我是7个月大的宝宝, 我喜欢听音乐看电视 ", count: 6),
        "hello world hello world hello world hello world hello world", "天ttan",
    ]

    @Test func reusedEngineMatchesAFreshOne() throws {
        let measurer = try TextMeasurer()
        let reused = try CellLayoutEngine(template: Self.feed, measurer: measurer)
        reused.reportsAmbiguity = false
        let widths: [Double] = [375, 375, 375, 320, 320, 375, 414, 414]
        for index in 0..<48 {
            let width = widths[index % widths.count]
            let texts = ["summary": Self.texts[index % Self.texts.count], "note": Self.texts[(index * 5 + 2) % Self.texts.count]]
            let images: [String: Size?] = ["photo": index % 3 == 1 ? nil : Size(width: 60 + Double(index % 4) * 10, height: 40)]
            let fresh = try CellLayoutEngine(template: Self.feed, measurer: try TextMeasurer())
            fresh.reportsAmbiguity = false
            let expected = fresh.layout(width: width, texts: texts, images: images)
            let actual = reused.layout(width: width, texts: texts, images: images)
            #expect(actual.views == expected.views, "row \(index) at \(width)")
            #expect(actual.height == expected.height, "row \(index) at \(width)")
            #expect(actual.unsettledLabels == expected.unsettledLabels)
        }
    }

    /// A held row (the table's row height) and the next row fitted after it agree as well: the
    /// reused engine holds most rows in its held copy, a fresh one by pivoting its own solver.
    @Test func heldRowsMatchAFreshEngine() throws {
        let reused = try CellLayoutEngine(template: Self.feed, measurer: try TextMeasurer())
        reused.reportsAmbiguity = false
        let widths: [Double] = [375, 375, 375, 320, 375, 414, 414, 414]
        for index in 0..<48 {
            let width = widths[index % widths.count]
            let texts = ["summary": Self.texts[(index * 7) % Self.texts.count], "note": Self.texts[index % Self.texts.count]]
            let images: [String: Size?] = ["photo": index % 5 == 2 ? nil : Size(width: 60 + Double(index % 3) * 10, height: 40)]
            let fresh = try CellLayoutEngine(template: Self.feed, measurer: try TextMeasurer())
            fresh.reportsAmbiguity = false
            let fitting = fresh.fittingHeight(width: width, texts: texts, images: images).height
            // Snapped up to the pixel, then now and then a row taller than its content.
            let held = (fitting * 2).rounded(.up) / 2 + (index % 4 == 3 ? 12 : 0.5)
            let expected = fresh.layout(width: width, height: held, texts: texts, images: images)
            _ = reused.fittingHeight(width: width, texts: texts, images: images)
            let actual = reused.hold(at: held)
            #expect(actual.views == expected.views, "row \(index) at \(width)")
            #expect(actual.conflicts.count == expected.conflicts.count, "row \(index) at \(width)")
        }
    }

    /// Heights asked for many rows that are never held (a height cache filling up), then a
    /// row held again: it must match a fresh engine however the held copy caught up.
    @Test func holdingAfterManyUnheldRowsMatchesAFreshEngine() throws {
        let reused = try CellLayoutEngine(template: Self.feed, measurer: try TextMeasurer())
        reused.reportsAmbiguity = false
        _ = reused.layout(width: 375, height: 200, texts: ["summary": Self.texts[0], "note": Self.texts[1]])
        for round in 0..<3 {
            for index in 0..<(round == 1 ? 400 : 3) {
                let texts = ["summary": Self.texts[index % Self.texts.count], "note": Self.texts[(index + 3) % Self.texts.count]]
                _ = reused.fittingHeight(width: 375, texts: texts)
            }
            let texts = ["summary": Self.texts[round], "note": Self.texts[round + 1]]
            let fresh = try CellLayoutEngine(template: Self.feed, measurer: try TextMeasurer())
            fresh.reportsAmbiguity = false
            let expected = fresh.layout(width: 375, height: 180, texts: texts)
            #expect(reused.layout(width: 375, height: 180, texts: texts).views == expected.views, "round \(round)")
        }
    }

    /// The two layouts an ambiguous row allows are the row's as last laid out: held in the
    /// engine's held copy, or only fitted after such a row.
    @Test func ambiguityIsExercisedOnTheRowLastLaidOut() throws {
        // `box` has a width and a vertical place but no horizontal position.
        let template = CellTemplate(
            name: "loose",
            views: [label("title", "", size: 15, lines: 0), ViewSpec(name: "box")],
            constraints: [
                pin("title", .left, .equal, "contentView", .left, 10), pin("title", .right, .equal, "contentView", .right, -10),
                pin("title", .top, .equal, "contentView", .top, 10), pin("box", .top, .equal, "title", .bottom, 5),
                pin("box", .width, .equal, nil, nil, 40), pin("box", .height, .equal, nil, nil, 20),
                pin("box", .bottom, .equal, "contentView", .bottom, -10),
            ])
        let reused = try CellLayoutEngine(template: template, measurer: try TextMeasurer())
        for (index, text) in Self.texts.enumerated() {
            _ = reused.layout(width: 375, height: 120 + Double(index), texts: ["title": text])
        }
        let heldExpected = try CellLayoutEngine(template: template, measurer: try TextMeasurer())
        _ = heldExpected.layout(width: 375, height: 200, texts: ["title": Self.texts[2]])
        _ = reused.layout(width: 375, height: 200, texts: ["title": Self.texts[2]])
        let heldVariants = reused.exerciseAmbiguity()
        #expect(heldVariants.count == 2)
        #expect(heldVariants.map(\.views) == heldExpected.exerciseAmbiguity().map(\.views))

        // Held again in the copy, then a row only fitted: the fitted row is the one exercised.
        _ = reused.layout(width: 375, height: 210, texts: ["title": Self.texts[4]])
        _ = reused.layout(width: 375, height: 220, texts: ["title": Self.texts[1]])
        let fitted = reused.layout(width: 320, texts: ["title": Self.texts[3]])
        let fittedExpected = try CellLayoutEngine(template: template, measurer: try TextMeasurer())
        _ = fittedExpected.layout(width: 320, texts: ["title": Self.texts[3]])
        let fittedVariants = reused.exerciseAmbiguity()
        #expect(fittedVariants.count == 2)
        #expect(fittedVariants.allSatisfy { $0.height == fitted.height })
        #expect(fittedVariants.map(\.views) == fittedExpected.exerciseAmbiguity().map(\.views))
    }

    /// A label pinned between both edges is measured once per row at its width: the unbounded
    /// single-line measurement only the first row needs (to find the width) is skipped.
    @Test func pinnedLabelIsMeasuredOncePerRow() throws {
        let template = CellTemplate(
            name: "summary",
            views: [label("summary", "", size: 15, lines: 0)],
            constraints: [
                pin("summary", .left, .equal, "contentView", .left, 10), pin("summary", .right, .equal, "contentView", .right, -10),
                pin("summary", .top, .equal, "contentView", .top, 10), pin("summary", .bottom, .equal, "contentView", .bottom, -10),
            ])
        let measurer = try TextMeasurer()
        let engine = try CellLayoutEngine(template: template, measurer: measurer)
        _ = engine.fittingHeight(width: 375, texts: ["summary": "the first row finds the width"])
        for (index, text) in ["a second row", "and a third, long enough to wrap onto more than one line of text", "四"].enumerated() {
            let before = measurer.pangoMeasurements
            let height = engine.fittingHeight(width: 375, texts: ["summary": text]).height
            #expect(measurer.pangoMeasurements - before == 1, "row \(index + 1)")
            let direct = measurer.measure(TextRequest(text: text, font: .system(15), width: 355, numberOfLines: 0))
            #expect(height == LabelContent.ceiled(direct.height, scale: 1) + 20)
        }
        // A new row width moves the pin: the label is found again the long way, then pinned anew.
        let before = measurer.pangoMeasurements
        _ = engine.fittingHeight(width: 320, texts: ["summary": "a narrower table"])
        #expect(measurer.pangoMeasurements - before == 2)
    }
}
