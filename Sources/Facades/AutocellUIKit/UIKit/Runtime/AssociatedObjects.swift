import Foundation

/// `objc_AssociationPolicy`, with the Objective-C runtime's raw values (`objc/runtime.h`).
/// Swift values are copied anyway, so `COPY` and `RETAIN` hold a value the same way; `ASSIGN`
/// holds an object weakly (the runtime's is unretained and dangles; a weak reference reads nil).
public enum objc_AssociationPolicy: UInt, Sendable {
    case OBJC_ASSOCIATION_ASSIGN = 0
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    case OBJC_ASSOCIATION_RETAIN = 769
    case OBJC_ASSOCIATION_COPY = 771
}

/// `objc_setAssociatedObject(_:_:_:_:)`: stores `value` for `key` on `object`, as the
/// Objective-C runtime does on iOS, so libraries that keep state on views (SnapKit's
/// constraints and labels) work on Linux, where there is no Objective-C runtime. The key is a
/// variable passed as on iOS (`&labelKey`, a global or static variable): its storage is the key,
/// as its address is there. `nil` removes the value. A value lives until it is replaced or its
/// object is gone; the table forgets the values of objects that have gone the next time it
/// grows (Linux has no hook at deallocation). `object` must be a class instance: a value type
/// passed as `Any` is boxed anew each time, so nothing set on it is found again, as with the
/// Objective-C runtime.
public func objc_setAssociatedObject<Key>(_ object: Any, _ key: inout Key, _ value: Any?, _ policy: objc_AssociationPolicy) {
    AssociatedObjects.shared.set(object as AnyObject, AssociatedObjects.identity(of: &key), value, policy)
}

/// `objc_getAssociatedObject(_:_:)`: the value `objc_setAssociatedObject` stored for `key` on
/// `object`, or nil.
public func objc_getAssociatedObject<Key>(_ object: Any, _ key: inout Key) -> Any? {
    AssociatedObjects.shared.get(object as AnyObject, AssociatedObjects.identity(of: &key))
}

/// `objc_removeAssociatedObjects(_:)`: forgets every value stored on `object`.
public func objc_removeAssociatedObjects(_ object: Any) {
    AssociatedObjects.shared.removeAll(object as AnyObject)
}

/// The side table behind the associated-object functions: per object (by identity, checked
/// against a weak reference so a reused address does not inherit a dead object's values), its
/// values by key. One lock; callable from any thread, as the runtime's functions are.
final class AssociatedObjects: @unchecked Sendable {
    static let shared = AssociatedObjects()

    private enum Stored {
        case strong(Any)
        case weak(WeakBox)
        var value: Any? {
            switch self {
            case .strong(let value): value
            case .weak(let box): box.object
            }
        }
    }

    private final class WeakBox {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    private struct Entry {
        let owner: WeakBox
        var values: [UInt: Stored]
    }

    private struct Table {
        var entries: [ObjectIdentifier: Entry] = [:]
        /// The count at which the next sweep of gone objects runs.
        var sweepAt = 64

        mutating func sweep() {
            entries = entries.filter { $0.value.owner.object != nil }
            sweepAt = max(64, entries.count * 2)
        }
    }

    /// Guarded by `lock`.
    private var table = Table()
    private let lock = NSLock()

    func set(_ object: AnyObject, _ key: UInt, _ value: Any?, _ policy: objc_AssociationPolicy) {
        let id = ObjectIdentifier(object)
        // An optional passed as `Any` holds its value or nothing, as a bridged nil would.
        let stored: Stored? = value.flatMap(Self.unwrapped).map { value in
            if policy == .OBJC_ASSOCIATION_ASSIGN, let reference = valueAsObject(value) { return .weak(WeakBox(reference)) }
            return .strong(value)
        }
        // The old value is released after the lock is let go: its deinit may call back in.
        let released: Any? = lock.withLock { () -> Any? in
            var entry = table.entries[id].flatMap { $0.owner.object === object ? $0 : nil } ?? Entry(owner: WeakBox(object), values: [:])
            let old = entry.values[key]
            entry.values[key] = stored
            table.entries[id] = entry.values.isEmpty ? nil : entry
            if table.entries.count >= table.sweepAt { table.sweep() }
            return old
        }
        _ = released
    }

    func get(_ object: AnyObject, _ key: UInt) -> Any? {
        let id = ObjectIdentifier(object)
        let stored: Stored? = lock.withLock {
            guard let entry = table.entries[id], entry.owner.object === object else { return nil }
            return entry.values[key]
        }
        return stored?.value
    }

    func removeAll(_ object: AnyObject) {
        let id = ObjectIdentifier(object)
        let released: Entry? = lock.withLock {
            guard let entry = table.entries[id], entry.owner.object === object else { return nil }
            table.entries[id] = nil
            return entry
        }
        _ = released
    }

    /// A key variable's identity: the address of its storage (a global or static variable's
    /// is fixed), as the Objective-C runtime keys by it.
    static func identity<Key>(of key: inout Key) -> UInt {
        withUnsafeMutablePointer(to: &key) { UInt(bitPattern: $0) }
    }

    /// The value inside any optionals, nil for an empty one.
    private static func unwrapped(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.flatMap { unwrapped($0.value) }
    }

    /// The value as a class instance, when it is one (a weak reference needs one).
    private func valueAsObject(_ value: Any) -> AnyObject? {
        type(of: value) is AnyClass ? value as AnyObject : nil
    }
}
