/// Trait changes told to views as UIKit tells them: before a layout, every view whose traits
/// differ from the last it was told of (made under `UITraitCollection.current`, then moved into
/// a hierarchy with other traits, or laid out under a snapshot's traits: swift-snapshot-testing's
/// `.image(traits:)` overrides them) gets `traitCollectionDidChange(_:)` with its previous
/// traits, then its `registerForTraitChanges` handlers whose traits changed (iOS 17); a
/// controller's root view's controller is told too. Top down, as UIKit propagates traits.
@preconcurrency @MainActor
enum TraitChanges {
    /// Walks the hierarchy of `root` once per trait generation.
    static func deliver(from root: UIView) {
        root.traitsCheckedGeneration = UIView.traitGeneration
        var pending: [(UIView, UITraitCollection)] = [(root, root.traitCollection)]
        while let (view, traits) = pending.popLast() {
            let previous = view.deliveredTraits
            if previous != traits {
                view.deliveredTraits = traits
                view.traitCollectionDidChange(previous)
                if view.isControllerRoot, let controller = view.viewController {
                    controller.traitCollectionDidChange(previous)
                    for registration in controller.traitChangeRegistrations { registration.run(for: controller, from: previous, to: traits) }
                }
                for registration in view.traitChangeRegistrations { registration.run(for: view, from: previous, to: traits) }
            }
            // A handler may have changed the subviews or overrides: read them after it ran.
            for subview in view.subviews.reversed() { pending.append((subview, subview.traitCollection)) }
        }
        root.traitsCheckedGeneration = UIView.traitGeneration
    }
}

extension UIView {
    /// Bumped by whatever can change a view's traits: `UITraitCollection.current`, overrides,
    /// a view moved into another hierarchy.
    nonisolated(unsafe) static var traitGeneration = 0   // main actor only; also bumped by `UITraitCollection.current`
}

/// `UITraitDefinition`: a trait a view can register for changes of (iOS 17).
public protocol UITraitDefinition {
    /// Whether the trait differs between two collections.
    @MainActor static func changed(_ old: UITraitCollection, _ new: UITraitCollection) -> Bool
}

/// `UITrait`: a trait's type, as `registerForTraitChanges` takes them.
public typealias UITrait = any UITraitDefinition.Type

public enum UITraitUserInterfaceStyle: UITraitDefinition {
    public static func changed(_ old: UITraitCollection, _ new: UITraitCollection) -> Bool { old.userInterfaceStyle != new.userInterfaceStyle }
}
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {
    public static func changed(_ old: UITraitCollection, _ new: UITraitCollection) -> Bool {
        old.preferredContentSizeCategory != new.preferredContentSizeCategory
    }
}
public enum UITraitLayoutDirection: UITraitDefinition {
    public static func changed(_ old: UITraitCollection, _ new: UITraitCollection) -> Bool { old.layoutDirection != new.layoutDirection }
}
public enum UITraitDisplayScale: UITraitDefinition {
    public static func changed(_ old: UITraitCollection, _ new: UITraitCollection) -> Bool { old.displayScale != new.displayScale }
}
public enum UITraitHorizontalSizeClass: UITraitDefinition {
    public static func changed(_ old: UITraitCollection, _ new: UITraitCollection) -> Bool { old.horizontalSizeClass != new.horizontalSizeClass }
}
public enum UITraitVerticalSizeClass: UITraitDefinition {
    public static func changed(_ old: UITraitCollection, _ new: UITraitCollection) -> Bool { old.verticalSizeClass != new.verticalSizeClass }
}
public enum UITraitUserInterfaceIdiom: UITraitDefinition {
    public static func changed(_ old: UITraitCollection, _ new: UITraitCollection) -> Bool { old.userInterfaceIdiom != new.userInterfaceIdiom }
}
public enum UITraitAccessibilityContrast: UITraitDefinition {
    public static func changed(_ old: UITraitCollection, _ new: UITraitCollection) -> Bool { old.accessibilityContrast != new.accessibilityContrast }
}
public enum UITraitLegibilityWeight: UITraitDefinition {
    public static func changed(_ old: UITraitCollection, _ new: UITraitCollection) -> Bool { old.legibilityWeight != new.legibilityWeight }
}
public enum UITraitDisplayGamut: UITraitDefinition {
    public static func changed(_ old: UITraitCollection, _ new: UITraitCollection) -> Bool { old.displayGamut != new.displayGamut }
}

/// `UITraitChangeRegistration`: what `registerForTraitChanges` returns, to unregister with.
public protocol UITraitChangeRegistration {}

/// One registered handler.
final class TraitChangeRegistration: UITraitChangeRegistration {
    let traits: [UITrait]
    /// Called with the view or controller that registered.
    let handler: @MainActor (AnyObject, UITraitCollection) -> Void

    init(traits: [UITrait], handler: @escaping @MainActor (AnyObject, UITraitCollection) -> Void) {
        self.traits = traits
        self.handler = handler
    }

    /// A registration whose handler takes the registering object as `Environment` (UIKit's
    /// generic form: `{ (self: Self, previous) in … }`).
    @MainActor static func typed<Environment>(_ traits: [UITrait], _ handler: @escaping (Environment, UITraitCollection) -> Void) -> TraitChangeRegistration {
        TraitChangeRegistration(traits: traits) { owner, previous in
            if let owner = owner as? Environment { handler(owner, previous) }
        }
    }

    /// Runs the handler for `owner` when one of its traits differs between the two collections.
    @MainActor func run(for owner: AnyObject, from previous: UITraitCollection, to traits: UITraitCollection) {
        if self.traits.contains(where: { $0.changed(previous, traits) }) { handler(owner, previous) }
    }
}

/// `UITraitChangeObservable` (iOS 17): views register handlers for the traits they follow.
@preconcurrency @MainActor
public protocol UITraitChangeObservable: AnyObject {
    func unregisterForTraitChanges(_ registration: UITraitChangeRegistration)
}

extension UIViewController: UITraitChangeObservable {
    public func unregisterForTraitChanges(_ registration: UITraitChangeRegistration) {
        traitChangeRegistrations.removeAll { $0 === (registration as? TraitChangeRegistration) }
    }

    /// `registerForTraitChanges(_:handler:)` on a controller (iOS 17): `handler` runs with the
    /// controller and its view's previous traits when one of `traits` changes, with its root
    /// view's `traitCollectionDidChange(_:)`.
    @discardableResult
    public func registerForTraitChanges<Environment: UIViewController>(
        _ traits: [UITrait], handler: @escaping (Environment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        let registration = TraitChangeRegistration.typed(traits, handler)
        traitChangeRegistrations.append(registration)
        return registration
    }
}

extension UIView: UITraitChangeObservable {
    public func unregisterForTraitChanges(_ registration: UITraitChangeRegistration) {
        traitChangeRegistrations.removeAll { $0 === (registration as? TraitChangeRegistration) }
    }
}

extension UIView {
    /// `registerForTraitChanges(_:handler:)`: `handler` runs with the view and its previous
    /// traits when one of `traits` changes (before the next layout), as on iOS 17. Generic over
    /// the handler's first parameter, as UIKit's is, so that `{ (self: Self, previous) in … }`
    /// takes the view's own type.
    @discardableResult
    public func registerForTraitChanges<Environment: UIView>(
        _ traits: [UITrait], handler: @escaping (Environment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        let registration = TraitChangeRegistration.typed(traits, handler)
        traitChangeRegistrations.append(registration)
        return registration
    }
}

extension UIView {
    /// `overrideUserInterfaceStyle`: this view and its subviews take this style.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { ownTraitCollection?.specifiedStyle ?? .unspecified }
        set { traitOverrides.userInterfaceStyle = newValue }
    }

    /// `traitOverrides` (iOS 17): traits this view specifies for itself and its subviews.
    public var traitOverrides: UITraitOverrides {
        get { UITraitOverrides(view: self) }
        set { ownTraitCollection = newValue.collection }
    }
}

/// `UITraitOverrides`: the traits a view overrides, set one by one.
@preconcurrency @MainActor
public struct UITraitOverrides {
    var collection: UITraitCollection?

    init(view: UIView) { collection = view.ownTraitCollection }

    private mutating func set(_ trait: UITraitCollection) {
        collection = UITraitCollection(traitsFrom: [collection ?? UITraitCollection(), trait])
    }

    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { collection?.specifiedStyle ?? .unspecified }
        set { set(UITraitCollection(userInterfaceStyle: newValue)) }
    }
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { collection?.specifiedCategory ?? .unspecified }
        set { set(UITraitCollection(preferredContentSizeCategory: newValue)) }
    }
    public var layoutDirection: UITraitEnvironmentLayoutDirection {
        get { collection?.specifiedDirection ?? .unspecified }
        set { set(UITraitCollection(layoutDirection: newValue)) }
    }
    public var displayScale: CGFloat {
        get { collection?.specifiedScale ?? 0 }
        set { set(UITraitCollection(displayScale: newValue)) }
    }
    public var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { collection?.specifiedHorizontalSizeClass ?? .unspecified }
        set { set(UITraitCollection(horizontalSizeClass: newValue)) }
    }
    public var verticalSizeClass: UIUserInterfaceSizeClass {
        get { collection?.specifiedVerticalSizeClass ?? .unspecified }
        set { set(UITraitCollection(verticalSizeClass: newValue)) }
    }
}
