import Foundation

/// `UIApplication`: the app object cells reach for (`UIApplication.shared`), headless. Nothing is
/// opened: `canOpenURL(_:)` answers false and `open(_:options:completionHandler:)` completes
/// with false, as for a URL no app handles; the layout direction and content size category are
/// the defaults a trait collection starts from.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    public static let shared = UIApplication()
    public static let openSettingsURLString = "app-settings:"
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")

    public enum State: Int, Sendable { case active, inactive, background }
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    open var applicationState: State { .active }
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
    open var preferredContentSizeCategory: UIContentSizeCategory { .large }
    open var isNetworkActivityIndicatorVisible = false
    open var applicationIconBadgeNumber = 0

    open func canOpenURL(_ url: URL) -> Bool { false }
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil) {
        completion?(false)
    }
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        guard let target = target as AnyObject?, let perform = action.perform else { return false }
        return perform(target, sender, event)
    }
}
