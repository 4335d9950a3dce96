import AutocellImage
import AutocellLayout
import AutocellText
import Foundation
import Yams
import AutocellSource
import AutocellTable
import AutocellDrawing

/// Reads feed fixtures (YAML; JSON is YAML too), keeping every node's line and column so that
/// each error names the place it was written.
public enum FixtureLoader {
    /// Reads the fixture at `path` once, as a document whose trait-dependent values stay open
    /// (dynamic colours keep both appearances, text-style fonts their style, Interface Builder
    /// cells their size class variants), resolved for `traits` over the table's own keys
    /// (`Fixture.resolved(for:)`; resolve it again for other traits without reading it again).
    public static func load(path: String, traits: TraitCollection = TraitCollection()) throws(Diagnostic) -> Fixture {
        let text: String
        do throws(TextFile.Failure) {
            text = try TextFile.read(path)
        } catch {
            throw Diagnostic(file: path, error, reading: "the fixture")
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().standardizedFileURL.path
        return try parse(text, file: path, folder: folder, traits: traits)
    }

    /// A fixture's text read as `load(path:traits:)` reads a file; `folder` is where its paths start.
    public static func parse(_ text: String, file: String, folder: String, traits: TraitCollection = TraitCollection()) throws(Diagnostic) -> Fixture {
        var reader = FixtureReader(text: text, file: file, folder: folder)
        return try reader.read().resolved(for: traits)
    }

    /// `load(path:traits:)` with the traits the command line's options name:
    /// `--content-size-category`, `--layout-direction`, `--appearance`, `--device`.
    public static func load(
        path: String, contentSizeCategory: ContentSizeCategory? = nil, layoutDirection: LayoutDirection? = nil,
        appearance: Appearance? = nil, device: Device? = nil
    ) throws(Diagnostic) -> Fixture {
        try load(
            path: path,
            traits: TraitCollection(device: device, appearance: appearance, contentSizeCategory: contentSizeCategory, layoutDirection: layoutDirection))
    }

    /// `parse(_:file:folder:traits:)` with the traits the command line's options name.
    public static func parse(
        _ text: String, file: String, folder: String, contentSizeCategory: ContentSizeCategory? = nil,
        layoutDirection: LayoutDirection? = nil, appearance: Appearance? = nil, device: Device? = nil
    ) throws(Diagnostic) -> Fixture {
        try parse(
            text, file: file, folder: folder,
            traits: TraitCollection(device: device, appearance: appearance, contentSizeCategory: contentSizeCategory, layoutDirection: layoutDirection))
    }
}
