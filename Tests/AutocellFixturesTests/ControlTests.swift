import AutocellFixtures
import AutocellLayout
import AutocellSource
import AutocellTable
import AutocellText
import Testing
import AutocellDrawing

/// UIKit's controls in a self-sizing row: each one's frame is its intrinsic size (only its
/// position constrained), as UIKit gives it; text-bearing controls grow with their text.
@Suite struct Controls {
    /// One row with `view`, pinned at its top-left only; its frame.
    static func frame(_ view: String, data: String = "", style: String = "plain") throws -> Rect {
        let yaml = """
        table: {width: 375, style: \(style)}
        templates:
          t:
            views:
              - {name: c, \(view)}
            constraints:
              - c.left == contentView.left + 16
              - c.top == contentView.top + 8
              - c.bottom <= contentView.bottom - 8
        rows:
          - {template: t\(data.isEmpty ? "" : ", data: {\(data)}")}
        """
        let fixture = try FixtureLoader.parse(yaml, file: "c.yaml", folder: "/tmp")
        let row = try #require(try TableLayout.make(fixture.resolved(for: TraitCollection(width: 375)).content, measurer: try TextMeasurer()).rows.first)
        #expect(row.cell.conflicts.isEmpty, "\(row.cell.conflicts)")
        return try #require(row.cell.views.first { $0.name == "c" }).frame
    }

    /// Frames are rounded to the pixel grid (@2x here), as UIKit rounds them.
    static func onPixel(_ value: Double, _ exact: Double) -> Bool { abs(value - (exact * 2).rounded() / 2) < 1e-9 }

    static func line(_ text: String, _ font: Font) throws -> TextMeasurement {
        var line = try TextMeasurer().measure(TextRequest(text: text, font: font, width: nil, numberOfLines: 1))
        // Sized as UIKit sizes text: rounded up to the pixel (@2x here).
        line.width = LabelContent.ceiled(line.width, scale: 2)
        line.height = LabelContent.ceiled(line.height, scale: 2)
        return line
    }

    @Test(arguments: [
        ("type: switch", 51.0, 31.0),
        ("type: switch, isOn: true", 51, 31),
        ("type: activityIndicator", 20, 20),
        ("type: activityIndicator, style: large", 37, 37),
        ("type: stepper", 94, 32),
    ])
    func fixedSizeControls(view: String, width: Double, height: Double) throws {
        let frame = try Self.frame(view)
        #expect(frame.width == width && frame.height == height)
    }

    /// A slider and a progress view have a height and no intrinsic width: stretched between
    /// their edges they take the row's width, and their own height.
    @Test(arguments: [("slider", 31.0), ("progress", 4.0)])
    func barsHaveOnlyAHeight(type: String, height: Double) throws {
        let yaml = """
        templates:
          t:
            views:
              - {name: c, type: \(type)}
            constraints:
              - "H:|-16-[c]-16-|"
              - "V:|-8-[c]-8-|"
        rows:
          - {template: t}
        """
        let fixture = try FixtureLoader.parse(yaml, file: "c.yaml", folder: "/tmp")
        let row = try #require(try TableLayout.make(fixture.resolved(for: TraitCollection(width: 375)).content, measurer: try TextMeasurer()).rows.first)
        let frame = try #require(row.cell.views.first { $0.name == "c" }).frame
        #expect(frame.width == 343 && frame.height == height)
        #expect(row.cell.ambiguous.isEmpty)
    }

    /// A button's width grows with its title: the classic system button is its 15 pt title
    /// with 6 pt above and below; a configuration adds 12 pt each side and 7 pt above and
    /// below a body-style title.
    @Test func buttonsGrowWithTheirTitles() throws {
        let short = try Self.frame("type: button, title: OK")
        let long = try Self.frame("type: button, title: \"Download all attachments\"")
        #expect(long.width > short.width + 50)
        let title = try Self.line("OK", .system(15))
        #expect(abs(short.width - title.width) < 1e-6 && Self.onPixel(short.height, title.height + 12))
        let filled = try Self.frame("type: button, configuration: filled, title: Call")
        let body = try Self.line("Call", .preferred(.body))
        #expect(abs(filled.width - (body.width + 24)) < 1e-6 && Self.onPixel(filled.height, body.height + 14))
        // A row's title (data) sizes the button too.
        let fromData = try Self.frame("type: button, title: \"{t}\"", data: "t: \"A much longer title\"")
        #expect(fromData.width > short.width + 50)
        // Own insets and an image before the title.
        let inset = try Self.frame("type: button, configuration: plain, title: Call, contentInsets: {top: 2, leading: 30, bottom: 2, trailing: 30}")
        #expect(abs(inset.width - (body.width + 60)) < 1e-6 && Self.onPixel(inset.height, body.height + 4))
        let image = try Self.frame("type: button, configuration: plain, title: Call, systemImage: star, imagePadding: 8")
        #expect(abs(image.width - (body.width + 24 + 8 + ControlMetrics.symbolSize("star", font: .preferred(.body), scale: .medium, displayScale: 2).width)) < 1e-6)
    }

    /// Segments are as wide as the widest 13 pt title plus 10 pt each side, with 1 pt dividers; 32 pt tall.
    @Test func segmentedControl() throws {
        let frame = try Self.frame("type: segmentedControl, segments: [Day, Week, Month]")
        let widest = try ["Day", "Week", "Month"].map { try Self.line($0, .system(13)).width }.max() ?? 0
        #expect(abs(frame.width - (3 * (widest + 20) + 2)) < 1e-6 && frame.height == 32)
    }

    /// A rounded text field is 34 pt tall and 7 pt wider each side than its text (or its
    /// placeholder while empty); a borderless one is its text's size.
    @Test func textFields() throws {
        let placeholder = try Self.frame("type: textField, borderStyle: roundedRect, placeholder: \"Email address\"")
        let body = try Self.line("Email address", .preferred(.body))
        #expect(abs(placeholder.width - (body.width + 14)) < 1e-6 && placeholder.height == 34)
        let text = try Self.frame("type: textField, placeholder: x, text: \"someone@example.com\"")
        let measured = try Self.line("someone@example.com", .preferred(.body))
        #expect(abs(text.width - measured.width) < 1e-6 && Self.onPixel(text.height, measured.height))
    }

    /// A text view with scrolling off wraps at its width less 10 pt (line fragment padding)
    /// and is 16 pt taller than its text (container inset).
    @Test func textViewsAreSizedByTheirText() throws {
        let text = String(repeating: "Wrapped words in a text view. ", count: 6)
        let yaml = """
        templates:
          t:
            views:
              - {name: c, type: textView, text: "\(text)"}
            constraints:
              - "H:|-16-[c]-16-|"
              - c.top == contentView.top + 8
              - c.bottom <= contentView.bottom - 8
        rows:
          - {template: t}
        """
        let fixture = try FixtureLoader.parse(yaml, file: "c.yaml", folder: "/tmp")
        let row = try #require(try TableLayout.make(fixture.resolved(for: TraitCollection(width: 375)).content, measurer: try TextMeasurer()).rows.first)
        let view = try #require(row.cell.views.first { $0.name == "c" })
        let label = try #require(fixture.content.template(named: "t")?.cell.views.first?.label)
        #expect(label.request(width: 343).width == 333)
        let wrapped = try TextMeasurer().measure(label.request(width: 343))
        #expect(view.frame.width == 343 && abs(view.frame.height - LabelContent.ceiled(wrapped.height + 16, scale: 2)) < 1e-6)
        #expect((view.lines ?? 0) > 1)
    }

    /// A symbol is its image's size as iOS measures it (`star.fill` at Body: 22 × 20 pt;
    /// `chevron.right` 12.5 × 16.5); the large scale is larger; a name not measured is a square
    /// 1.2 × the font's size.
    @Test func symbols() throws {
        let medium = try Self.frame("type: symbol, systemName: star.fill")
        let large = try Self.frame("type: symbol, systemName: star.fill, scale: large")
        #expect(medium.width == 22 && medium.height == 20 && large.width > medium.width)
        let chevron = try Self.frame("type: symbol, systemName: chevron.right")
        #expect(chevron.width == 12.5 && chevron.height == 16.5)
        let other = try Self.frame("type: symbol, systemName: tortoise")
        #expect(other.width == 20 && other.height == 20)
    }

    /// Switches, activity indicators and steppers hug at 750 (IB writes it for switches and
    /// indicators); a button at UIView's 250; so a switch next to a stretchy label keeps its size.
    @Test func defaultHugging() throws {
        let yaml = """
        templates:
          t:
            views:
              - {name: s, type: switch}
              - {name: b, type: button, title: Go}
        rows: []
        """
        let fixture = try FixtureLoader.parse(yaml, file: "c.yaml", folder: "/tmp")
        let views = try #require(fixture.content.template(named: "t")?.cell.views)
        #expect(views[0].hugging == AxisPriorities(horizontal: .defaultHigh, vertical: .defaultHigh))
        #expect(views[1].hugging == AxisPriorities.defaultHugging)
    }

    @Test(arguments: [
        ("{name: c, type: toggle}", "unknown view type 'toggle'; expected one of: view, label, textView, image, scroll, stack, button, switch"),
        ("{name: c, type: switch, title: On}", "'title' is for button; 'c' is a switch"),
        ("{name: c, type: label, isOn: true}", "'isOn' is for switch; 'c' is a label"),
        ("{name: c, type: button, configuration: bordered}", "unknown button configuration 'bordered'"),
        ("{name: c, type: slider, value: 2}", "the value (0 to 1)"),
    ])
    func refused(view: String, message: String) {
        let yaml = """
        templates:
          t:
            views:
              - \(view)
        rows: []
        """
        do {
            _ = try FixtureLoader.parse(yaml, file: "c.yaml", folder: "/tmp")
            Issue.record("loaded")
        } catch {
            #expect(error.description.contains(message), "\(error.description)")
            #expect(error.description.hasPrefix("c.yaml:4:"))
        }
    }

    /// An inset grouped table insets its cells by the table's margins (16 pt, 20 pt from
    /// 414 pt) and lays their contents out inside.
    @Test(arguments: [(375.0, 16.0), (430, 20)])
    func insetGroupedCells(width: Double, margin: Double) throws {
        let yaml = """
        table: {width: \(width), style: insetGrouped}
        templates:
          t:
            views:
              - {name: c, type: label, text: Hi}
            constraints:
              - c.left == contentView.leftMargin
              - c.right == contentView.rightMargin
              - "V:|-[c]-|"
        sections:
          - {header: Title, rows: [{template: t}]}
        """
        let fixture = try FixtureLoader.parse(yaml, file: "c.yaml", folder: "/tmp")
        let layout = try TableLayout.make(fixture.resolved(for: TraitCollection(width: width)).content, measurer: try TextMeasurer())
        let row = try #require(layout.rows.first { $0.kind == .cell })
        let contentView = try #require(row.cell.views.first).frame
        #expect(contentView.x == margin && contentView.width == width - 2 * margin)
        #expect(try #require(row.cell.views.last).frame.x == 2 * margin)
    }

    /// `cell.accessoryView = UISwitch()`: the contentView is 16 + 51 pt narrower; a control
    /// whose size depends on its text needs a size given.
    @Test func controlsAsAccessoryViews() throws {
        func yaml(_ accessory: String) -> String {
            """
            templates:
              t:
                accessory: \(accessory)
                views:
                  - {name: c, type: label, text: Hi}
                constraints:
                  - "H:|-[c]-|"
                  - "V:|-[c]-|"
            rows:
              - {template: t}
            """
        }
        for (accessory, width) in [("{type: switch, isOn: true}", 375.0 - 67), ("{type: stepper}", 375 - 110), ("{type: button, title: Edit, width: 40, height: 30}", 375 - 56)] {
            let fixture = try FixtureLoader.parse(yaml(accessory), file: "a.yaml", folder: "/tmp")
            let row = try #require(try TableLayout.make(fixture.resolved(for: TraitCollection(width: 375)).content, measurer: try TextMeasurer()).rows.first)
            #expect(row.cell.views.first?.frame.width == width, "\(accessory)")
        }
        #expect(throws: Diagnostic.self) { try FixtureLoader.parse(yaml("{type: button, title: Edit}"), file: "a.yaml", folder: "/tmp") }
        #expect(throws: Diagnostic.self) { try FixtureLoader.parse(yaml("{type: switch, segments: [a]}"), file: "a.yaml", folder: "/tmp") }
    }
}
