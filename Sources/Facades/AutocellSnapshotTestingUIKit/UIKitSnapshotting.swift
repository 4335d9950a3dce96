import AutocellDiff
import AutocellImage
import AutocellSnapshot
import AutocellSnapshotTesting
import AutocellUIKit
import Foundation
import SnapshotTesting

/// swift-snapshot-testing's image strategies for views, on Linux: `assertSnapshot(of: view,
/// as: .image(size:traits:))` and `.image` as on iOS, rendered by Autocell's UIKit layer,
/// compared by Autocell's differ. `precision` is the share of pixels that must match;
/// `perceptualPrecision` maps to the differ's colour threshold (1 − it, on pixelmatch's YIQ
/// scale rather than swift-snapshot-testing's CIE ΔE). References are PNG files in the usual
/// `__Snapshots__` folders; a failure says how many pixels differ and writes the reference,
/// the failed image and a diff image to `SNAPSHOT_ARTIFACTS`.
extension Snapshotting where Value == UIView, Format == UIImage {
    @preconcurrency @MainActor
    public static var image: Snapshotting { .image() }

    /// The view at `size` (its own size when nil), laid out and drawn with `traits`.
    @preconcurrency @MainActor
    public static func image(
        drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil,
        traits: UITraitCollection = .init()
    ) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)) { view in
            MainActor.assumeIsolated { UIKitSnapshot.failingLoudly { UIKitSnapshot.render(view, size: size, traits: traits, recordingLayout: true) } }
        }
    }
}

extension Snapshotting where Value == UITableViewCell, Format == UIImage {
    @preconcurrency @MainActor
    public static var image: Snapshotting { .image() }

    @preconcurrency @MainActor
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        Snapshotting<UIView, UIImage>.image(precision: precision, perceptualPrecision: perceptualPrecision, size: size, traits: traits)
            .pullback { $0 }
    }
}

extension Diffing where Value == UIImage {
    /// Images compared by Autocell's differ.
    public static var image: Diffing { .image() }

    public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Diffing {
        let tolerance = DiffTolerance(threshold: Double(1 - perceptualPrecision), allowance: .ratio(Double(1 - precision)))
        return .diff(
            toData: { $0.pngData() ?? Data() },
            fromData: { UIImage(data: $0) ?? UIImage() },
            diffV2: { reference, actual in
                guard let referencePixels = reference.pixels() else { return ("the reference is not a PNG image Autocell can read", []) }
                guard let actualPixels = actual.pixels() else { return ("the snapshot could not be rendered", []) }
                guard let mismatch = SnapshotDiffing<PixelImage>.image(tolerance: tolerance).compare(referencePixels, actualPixels) else {
                    return nil
                }
                let attachments = mismatch.artifacts.map { DiffAttachment.data(Data($0.bytes), name: "\($0.prefix).png") }
                let referenceBytes = Array(reference.pngData() ?? Data()), actualBytes = Array(actual.pngData() ?? Data())
                let files = [("reference", referenceBytes), ("failed", actualBytes)] + mismatch.artifacts.map { ($0.prefix, $0.bytes) }
                // Which views changed and why: the layout records inside both PNGs.
                let layout = LayoutComparison.embedded(reference: referenceBytes, actual: actualBytes)
                return (mismatch.message + "\n" + layout.lines().joined(separator: "\n") + LinuxArtifacts.write(files), attachments)
            })
    }
}

@preconcurrency @MainActor
enum UIKitSnapshot {
    /// Renders with `body`; what left the view not laid out or not drawn (a hierarchy the
    /// engine cannot take, no fonts) fails the running test, so that an empty or wrong image is
    /// never recorded or passed quietly.
    static func failingLoudly(_ body: () -> UIImage) -> UIImage {
        let (image, failures) = UIKitDiagnostics.collectingFailures(body)
        var seen = Set<String>()
        for failure in failures where seen.insert(failure).inserted {
            recordSnapshotFailure("Autocell could not render this snapshot: \(failure)")
        }
        return image
    }

    /// Lays the view out at `size` (a self-sizing cell at its fitting height when its size
    /// is zero) under `traits`, and renders it at the traits' scale.
    /// With `recordingLayout`, the image's PNG carries the view's layout (`LayoutRecord`, in a
    /// tEXt chunk): swift-snapshot-testing writes the reference file itself, so the record
    /// travels inside it, and a failed comparison says which views changed and why.
    static func render(_ view: UIView, size: CGSize?, traits: UITraitCollection, recordingLayout: Bool = false) -> UIImage {
        let saved = UITraitCollection.current
        UITraitCollection.current = UITraitCollection(traitsFrom: [saved, traits])
        defer { UITraitCollection.current = saved }
        if let size { view.frame.size = size }
        if view.frame.height == 0, view.frame.width > 0 {
            view.frame.size.height = view.systemLayoutSizeFitting(
                CGSize(width: view.frame.width, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
            ).height
        }
        view.layoutIfNeeded()
        let format = UIGraphicsImageRendererFormat()
        format.scale = UITraitCollection.current.displayScale
        let image = UIGraphicsImageRenderer(bounds: view.bounds, format: format).image { _ in
            view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
        }
        guard recordingLayout, let png = image.pngData(), let record = view.autocellLayoutRecord() else { return image }
        do {
            guard let embedded = try record.embedded(in: Array(png)) else { return image }
            return UIImage(data: Data(embedded), scale: image.scale) ?? image
        } catch {
            // A record that cannot be encoded leaves the image as drawn: compared by pixels only (and said).
            return image
        }
    }
}

extension Snapshotting where Value == UIViewController, Format == UIImage {
    @preconcurrency @MainActor
    public static var image: Snapshotting { .image() }

    /// The controller's view on a device's screen: in a window of the configuration's size
    /// whose safe area is the configuration's (the status bar, the home indicator), under its
    /// traits and then `traits`, as the controller's root. A table view controller's rows
    /// start below the status bar (`adjustedContentInset`), and a plain table shows the
    /// separators of the rows below its last.
    @preconcurrency @MainActor
    public static func image(
        on config: ViewImageConfig, precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil,
        traits: UITraitCollection = .init()
    ) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)) { controller in
            MainActor.assumeIsolated {
                let sized = ViewImageConfig(safeArea: config.safeArea, size: size ?? config.size, traits: config.traits)
                return UIKitSnapshot.failingLoudly { UIKitSnapshot.render(controller, config: sized, traits: traits) }
            }
        }
    }

    /// The controller's view at `size` (its own size when nil), without a safe area.
    @preconcurrency @MainActor
    public static func image(
        drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil,
        traits: UITraitCollection = .init()
    ) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)) { controller in
            MainActor.assumeIsolated { UIKitSnapshot.failingLoudly { UIKitSnapshot.render(controller, config: ViewImageConfig(size: size), traits: traits) } }
        }
    }
}

extension UIKitSnapshot {
    /// A window standing for a device's screen: its safe area is the configuration's, less a
    /// 20 pt status bar the root controller hides.
    private final class DeviceWindow: UIWindow {
        let safeArea: UIEdgeInsets

        init(frame: CGRect, safeArea: UIEdgeInsets) {
            self.safeArea = safeArea
            super.init(frame: frame)
        }

        required init?(coder: NSCoder) {
            safeArea = .zero
            super.init(coder: coder)
        }

        override var safeAreaInsets: UIEdgeInsets {
            let statusBarOnly = safeArea == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
            return statusBarOnly && rootViewController?.prefersStatusBarHidden == true ? .zero : safeArea
        }
    }

    /// Shows the controller as a window's root (its appearance callbacks run), lays it out,
    /// draws it, and takes it out of the window again.
    static func render(_ controller: UIViewController, config: ViewImageConfig, traits: UITraitCollection) -> UIImage {
        let merged = UITraitCollection(traitsFrom: [config.traits, traits])
        let saved = UITraitCollection.current
        UITraitCollection.current = UITraitCollection(traitsFrom: [saved, merged])
        defer { UITraitCollection.current = saved }
        let size = config.size ?? controller.view.frame.size
        let window = DeviceWindow(frame: CGRect(origin: .zero, size: size), safeArea: config.safeArea)
        window.isHidden = false
        window.rootViewController = controller
        defer { window.rootViewController = nil }
        window.setNeedsLayout()
        window.layoutIfNeeded()
        return render(window, size: nil, traits: .init(), recordingLayout: true)
    }
}
