import AutocellLayout
import AutocellText
import Testing
import AutocellDrawing

@Suite struct ConstraintTextSyntax {
    @Test func parsesTheLogSyntax() throws {
        let c = try ConstraintSyntax.parse("name.left == avatar.right + 10 @900 #nameLeading")
        #expect(c.first == Anchor("name", .left) && c.second == Anchor("avatar", .right))
        #expect(c.relation == .equal && c.constant == 10 && c.multiplier == 1)
        #expect(c.priority == 900 && c.identifier == "nameLeading")
        #expect(c.description == "name.left == avatar.right + 10 @900 #nameLeading")

        let half = try ConstraintSyntax.parse("half.width <= 0.5*container.width - 4")
        #expect(half.multiplier == 0.5 && half.constant == -4 && half.relation == .lessThanOrEqual)
        #expect(half.description == "half.width <= 0.5*container.width - 4")
        let trailing = try ConstraintSyntax.parse("a.height >= b.height*2")
        #expect(trailing.multiplier == 2)
        let fixed = try ConstraintSyntax.parse("avatar.height == 61 @defaultHigh")
        #expect(fixed.second == nil && fixed.constant == 61 && fixed.priority == .defaultHigh)
    }

    @Test(arguments: [
        ("name.lft == a.left", 6, "unknown attribute 'lft' (did you mean 'left'?)"),
        ("name == a.left", 5, "expected '.ATTRIBUTE' after 'name'"),
        ("name.left = a.left", 11, "expected '==', '<=' or '>='"),
        ("name.left == a.left @1001", 22, "priority 1001 is outside 1...1000"),
        ("name.left == a.left + x", 23, "expected a number"),
        ("name.left == 10", 1, "'name.left' needs another view's attribute"),
        ("name.left == a.top", 1, "'name.left' and 'a.top' are on different axes"),
        ("name.width == 10 + a.width", 15, "write the view's attribute first"),
        ("name.left == a.left ]", 21, "unexpected ']'"),
        ("name.left == a.left #", 22, "expected an identifier after '#'"),
    ])
    func errorsNameTheColumn(text: String, column: Int, message: String) {
        do {
            _ = try ConstraintSyntax.parse(text)
            Issue.record("\(text) parsed")
        } catch {
            #expect(error.column == column, "\(text): \(error)")
            #expect(error.message.hasPrefix(message), "\(text): \(error.message)")
        }
    }
}

@Suite struct VisualFormatLanguage {
    func texts(_ format: String, superview: String = "contentView") throws -> [String] {
        try VisualFormat.parse(format, superview: superview).map(\.description)
    }

    @Test func horizontalChainWithStandardSpacing() throws {
        #expect(try texts("H:|-[a]-[b]-|") == [
            "a.leading == contentView.leading + 20",
            "b.leading == a.trailing + 8",
            "b.trailing == contentView.trailing - 20",
        ])
    }

    @Test func explicitSpacingsPredicatesAndFlush() throws {
        #expect(try texts("|-10-[date]-5-[hot(>=40@750)][like(==hot)]-5-|", superview: "bottomView") == [
            "date.leading == bottomView.leading + 10",
            "hot.width >= 40 @750",
            "hot.leading == date.trailing + 5",
            "like.width == hot.width",
            "like.leading == hot.trailing",
            "like.trailing == bottomView.trailing - 5",
        ])
        // The superview's `bottom >= icon.bottom + 9` is written with icon first.
        #expect(try texts("V:|[icon(61)]-(>=9@900)-|") == [
            "icon.height == 61",
            "icon.top == contentView.top",
            "icon.bottom <= contentView.bottom - 9 @900",
        ])
        #expect(try texts("[a(>=60,<=100@750)]") == ["a.width >= 60", "a.width <= 100 @750"])
    }

    @Test(arguments: [
        ("H:|-[a", 7, "expected ']' to close '[a'"),
        ("|-[a]-", 7, "a connection must lead to '[view]' or '|'"),
        ("|-(x)-[a]", 4, "a spacing cannot be another view ('x')"),
        ("[a]-10[b]", 7, "expected '-' to close the spacing"),
        ("[a(==)]", 6, "expected a number or a view name"),
        ("", 1, "expected '[view]'"),
        ("[a]-|x", 6, "nothing may follow the closing '|'"),
        ("[a(>=10@2000)]", 9, "priority 2000 is outside 1...1000"),
    ])
    func errorsPointAtTheCharacter(format: String, column: Int, message: String) {
        do {
            _ = try VisualFormat.parse(format, superview: "contentView")
            Issue.record("\(format) parsed")
        } catch {
            #expect(error.column == column, "\(format): \(error)")
            #expect(error.message.hasPrefix(message), "\(format): \(error.message)")
        }
    }
}

@Suite struct SwiftDSL {
    /// The bottom bar written three ways gives the same constraints.
    @Test func dslVisualFormatAndTextAgree() throws {
        let dsl = CellBuilder(name: "bar")
        let bar = dsl.addView("bottomView")
        let date = dsl.addLabel("date", text: "2015-06-09", parent: bar)
        let hot = dsl.addLabel("hot", text: "热度", parent: bar)
        let like = dsl.addLabel("like", text: "赞", parent: bar)
        date.makeConstraints { $0.leading.equalTo(bar).offset(10) }
        hot.makeConstraints { $0.leading.equalTo(date.trailing).offset(5) }
        like.makeConstraints {
            $0.leading.equalTo(hot.trailing).offset(5)
            $0.trailing.equalTo(bar).offset(-5)
        }

        let vfl = CellBuilder(name: "bar")
        let vflBar = vfl.addView("bottomView")
        for name in ["date", "hot", "like"] { vfl.addLabel(name, parent: vflBar) }
        try vfl.addVisualFormat("H:|-10-[date]-5-[hot]-5-[like]-5-|")

        let text = try [
            "date.leading == bottomView.leading + 10",
            "hot.leading == date.trailing + 5",
            "like.leading == hot.trailing + 5",
            "like.trailing == bottomView.trailing - 5",
        ].map { try ConstraintSyntax.parse($0).description }

        #expect(dsl.template.constraints.map(\.description) == text)
        #expect(vfl.template.constraints.map(\.description) == text)
    }

    /// Layout guides in the DSL: as targets (`equalTo(contentView.layoutMarginsGuide)`) and as
    /// anchors, the same constraints as the text syntax writes.
    @Test func guidesAsTargetsAndAnchors() throws {
        let cell = CellBuilder(name: "g")
        let title = cell.addLabel("title", text: "t")
        title.makeConstraints {
            $0.leading.trailing.equalTo(cell.contentView.layoutMarginsGuide)
            $0.top.equalTo(cell.contentView.readableContentGuide.top).offset(2)
        }
        let text = try [
            "title.leading == contentView.layoutMarginsGuide.leading",
            "title.trailing == contentView.layoutMarginsGuide.trailing",
            "title.top == contentView.readableContentGuide.top + 2",
        ].map { try ConstraintSyntax.parse($0).description }
        #expect(cell.template.constraints.map(\.description) == text)
        try cell.template.validate()
    }

    @Test func chainsEditsAndSources() throws {
        let cell = CellBuilder(name: "person")
        let avatar = cell.addImage("avatar", size: Size(width: 50, height: 50))
        let name = cell.addLabel("name", text: "天ttan", font: .system(16))
        avatar.makeConstraints {
            $0.left.top.equalTo(cell.contentView).offset(10)
            $0.size.equalTo(50)
        }
        name.makeConstraints {
            $0.left.equalTo(avatar.right).offset(10).labeled("nameLeading")
            $0.height.equalTo(61).priority(900)
            $0.width.lessThanOrEqualTo(cell.contentView.width).multipliedBy(0.5)
            $0.right.equalTo(cell.contentView).inset(10)
        }
        cell.add(name.top == avatar.top + 2, (name.bottom <= cell.contentView.bottom - 8).priority(.defaultHigh))
        let texts = cell.template.constraints.map(\.description)
        #expect(texts == [
            "avatar.left == contentView.left + 10",
            "avatar.top == contentView.top + 10",
            "avatar.width == 50",
            "avatar.height == 50",
            "name.left == avatar.right + 10 #nameLeading",
            "name.height == 61 @900",
            "name.width <= 0.5*contentView.width",
            "name.right == contentView.right - 10",
            "name.top == avatar.top + 2",
            "name.bottom <= contentView.bottom - 8 @750",
        ])
        #expect(cell.template.constraints.allSatisfy { $0.source?.file.hasSuffix("ConstraintWritingTests.swift") == true })
        let lines = Set(cell.template.constraints.compactMap { $0.source?.line })
        #expect(lines.count == 3)

        let layout = try CellLayoutEngine(template: cell.template, measurer: try TextMeasurer()).layout(width: 375)
        #expect(layout["avatar"]?.frame == Rect(x: 10, y: 10, width: 50, height: 50))
        #expect(layout["name"]?.frame.x == 70)
    }

    @Test func seed003ScrollContentSize() throws {
        let cell = CellBuilder(name: "scroll")
        let scroll = cell.add(ViewSpec(name: "scrollView", kind: .scroll))
        let view = cell.addView("view", parent: scroll)
        scroll.makeConstraints { $0.edges.equalTo(cell.contentView) }
        scroll.makeConstraints { $0.height.equalTo(150) }
        view.makeConstraints {
            $0.leading.equalTo(scroll.leading).offset(50)
            $0.trailing.equalTo(scroll.trailing).offset(-50)
            $0.top.equalTo(scroll.top).offset(50)
            $0.bottom.equalTo(scroll.bottom).offset(-50)
        }
        let measurer = try TextMeasurer()
        let ambiguous = try CellLayoutEngine(template: cell.template, measurer: measurer).layout(width: 320)
        #expect(ambiguous.ambiguous.contains(AmbiguousView(view: "view", axis: .horizontal, reason: .size)))
        #expect(ambiguous.ambiguous.contains(AmbiguousView(view: "view", axis: .vertical, reason: .size)))
        view.makeConstraints {
            $0.width.equalTo(300)
            $0.height.equalTo(100)
        }
        let fixed = try CellLayoutEngine(template: cell.template, measurer: measurer).layout(width: 320)
        #expect(fixed.ambiguous.isEmpty)
        #expect(fixed["scrollView"]?.contentSize == Size(width: 400, height: 200))
        #expect(fixed["scrollView"]?.frame == Rect(x: 0, y: 0, width: 320, height: 150))
    }
}

@Suite struct ReadmeLayoutExample {
    @Test func readmeCellLaysOut() throws {
        let cell = CellBuilder(name: "person")
        let avatar = cell.addImage("avatar", size: Size(width: 50, height: 50))
        let name = cell.addLabel("name", text: "天ttan", font: .system(16))
        avatar.makeConstraints { $0.left.top.equalTo(cell.contentView).offset(10) }
        name.makeConstraints {
            $0.left.equalTo(avatar.right).offset(10).labeled("nameLeading")
            $0.height.equalTo(40).priority(900)
        }
        cell.add(name.right <= cell.contentView.right - 10)
        try cell.addVisualFormat("V:|-10-[avatar]")
        let engine = try CellLayoutEngine(template: cell.template, measurer: try TextMeasurer())
        let layout = engine.layout(width: 375)
        #expect(layout["avatar"]?.frame == Rect(x: 10, y: 10, width: 50, height: 50))
        #expect(layout["name"]?.frame.height == 40)
        #expect(layout.conflicts.isEmpty)
    }
}
