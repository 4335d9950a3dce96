import AutocellLayout
import AutocellTable

/// The table the table tests use: one template, "note", a multi-line label inset 15 pt left
/// and right and 10 pt top and bottom, so a row's height follows its text; 320 pt wide.
func noteTable() -> TableContent {
    let cell = CellBuilder(name: "note")
    let text = cell.addLabel("text", font: .system(16), lines: 0)
    text.makeConstraints {
        $0.left.equalTo(cell.contentView.left).offset(15)
        $0.right.equalTo(cell.contentView.right).offset(-15)
        $0.top.equalTo(cell.contentView.top).offset(10)
        $0.bottom.equalTo(cell.contentView.bottom).offset(-10)
    }
    let settings = TraitCollection(width: 320).applied(to: TableSettings())
    return TableContent(settings: settings, templates: ["note": TableTemplate(cell: cell.template)], sections: [])
}
