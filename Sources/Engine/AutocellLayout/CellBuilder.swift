import AutocellText
import AutocellSource
import AutocellDrawing

/// Builds a `CellTemplate` in Swift, with constraints written the way SnapKit and Masonry users
/// write them:
///
///     let cell = CellBuilder(name: "person")
///     let avatar = cell.addImage("avatar", size: Size(width: 50, height: 50))
///     let name = cell.addLabel("name", text: "天ttan", font: .system(16))
///     avatar.makeConstraints { $0.left.top.equalTo(cell.contentView).offset(10) }
///     name.makeConstraints {
///         $0.left.equalTo(avatar.right).offset(10)
///         $0.height.equalTo(40).priority(900)
///     }
///     cell.add(name.right <= cell.contentView.right - 10)      // the operator form
///
/// Every constraint remembers the Swift file and line that made it.
public final class CellBuilder {
    public private(set) var template: CellTemplate

    public init(name: String, background: Color? = nil) {
        template = CellTemplate(name: name, background: background)
    }

    public var contentView: ViewHandle { ViewHandle(name: CellTemplate.contentView, builder: self) }

    @discardableResult
    public func add(_ view: ViewSpec) -> ViewHandle {
        template.views.append(view)
        return ViewHandle(name: view.name, builder: self)
    }

    @discardableResult
    public func addView(_ name: String, parent: ViewHandle? = nil, background: Color? = nil) -> ViewHandle {
        var view = ViewSpec(name: name, parent: parent?.name)
        view.background = background
        return add(view)
    }

    @discardableResult
    public func addLabel(_ name: String, text: String = "", font: Font = .system(17), lines: Int = 1, parent: ViewHandle? = nil) -> ViewHandle {
        add(ViewSpec(name: name, kind: .label(LabelContent(text: text, font: font, numberOfLines: lines)), parent: parent?.name))
    }

    @discardableResult
    public func addImage(_ name: String, size: Size? = nil, parent: ViewHandle? = nil) -> ViewHandle {
        add(ViewSpec(name: name, kind: .image(ImageContent(size: size)), parent: parent?.name))
    }

    /// Adds constraints written with the operators (`a.left == b.right + 10`).
    public func add(_ constraints: LayoutConstraint..., file: String = #fileID, line: Int = #line) {
        for var constraint in constraints {
            constraint.source = constraint.source ?? SourceLocation(file: file, line: line)
            template.constraints.append(constraint)
        }
    }

    /// Adds the constraints of a visual format string; `|` is the first view's superview.
    public func addVisualFormat(_ format: String, file: String = #fileID, line: Int = #line) throws(SyntaxError) {
        var scanner = TextScanner(format)
        var firstView: String?
        while let c = scanner.peek, firstView == nil {
            scanner.advance()
            if c == "[" { firstView = scanner.word() }
        }
        let superview = firstView.flatMap { name in template.views.first { $0.name == name }?.parent } ?? CellTemplate.contentView
        template.constraints += try VisualFormat.parse(format, superview: superview, source: SourceLocation(file: file, line: line))
    }

    func parent(of view: String) -> String {
        template.views.first { $0.name == view }?.parent ?? CellTemplate.contentView
    }

    func append(_ constraint: LayoutConstraint) { template.constraints.append(constraint) }

    /// Changes a view's description in place (priorities, colors, …).
    public func update(_ view: ViewHandle, _ change: (inout ViewSpec) -> Void) {
        guard let index = template.views.firstIndex(where: { $0.name == view.name }) else { return }
        change(&template.views[index])
    }
}

/// A view of a `CellBuilder`, the way SnapKit's `view.snp` is: its anchors, and
/// `makeConstraints`.
public struct ViewHandle: AnchorProvider {
    public let name: String
    let builder: CellBuilder

    public var firstBaseline: Anchor { Anchor(name, .firstBaseline) }
    public var lastBaseline: Anchor { Anchor(name, .lastBaseline) }

    /// The view's layout guides (UIKit's names), to relate to: `$0.left.equalTo(contentView.layoutMarginsGuide)`
    /// or `title.leading == contentView.layoutMarginsGuide.leading + 4`.
    public var layoutMarginsGuide: GuideHandle { GuideHandle(name: LayoutGuide.anchorView(name, LayoutGuide.layoutMargins)) }
    public var readableContentGuide: GuideHandle { GuideHandle(name: LayoutGuide.anchorView(name, LayoutGuide.readableContent)) }
    public var safeAreaLayoutGuide: GuideHandle { GuideHandle(name: LayoutGuide.anchorView(name, LayoutGuide.safeArea)) }
    /// A custom guide the view declares (`ViewSpec.guides`).
    public func guide(_ guide: String) -> GuideHandle { GuideHandle(name: LayoutGuide.anchorView(name, guide)) }

    /// SnapKit's `makeConstraints`: `$0` is a maker whose chains each become constraints.
    public func makeConstraints(file: String = #fileID, line: Int = #line, _ body: (ConstraintMaker) -> Void) {
        let maker = ConstraintMaker(view: name)
        body(maker)
        let source = SourceLocation(file: file, line: line)
        for description in maker.descriptions {
            for constraint in description.constraints(view: name, superview: builder.parent(of: name), source: source) {
                builder.append(constraint)
            }
        }
    }
}

/// A layout guide of a view in the DSL: its anchors, and a target for a chain (the same
/// attribute of the guide).
public struct GuideHandle: ConstraintTarget, AnchorProvider {
    /// `view.guide`.
    public let name: String

    public var constraintTarget: ConstraintTargetValue { ConstraintTargetValue(value: .view(name)) }
}

/// What has a frame to constrain (a view, a layout guide): its edges, centres and sizes as anchors.
public protocol AnchorProvider {
    /// The name anchors give: a view's, or `view.guide`.
    var name: String { get }
}

extension AnchorProvider {
    public var left: Anchor { Anchor(name, .left) }
    public var right: Anchor { Anchor(name, .right) }
    public var top: Anchor { Anchor(name, .top) }
    public var bottom: Anchor { Anchor(name, .bottom) }
    public var leading: Anchor { Anchor(name, .leading) }
    public var trailing: Anchor { Anchor(name, .trailing) }
    public var width: Anchor { Anchor(name, .width) }
    public var height: Anchor { Anchor(name, .height) }
    public var centerX: Anchor { Anchor(name, .centerX) }
    public var centerY: Anchor { Anchor(name, .centerY) }
}
