import AutocellSource
import Foundation

/// A folder comparison as a self-contained HTML page for CI artifacts: one section per image
/// that is not the same, with the reference, the actual image and the diff side by side, and a
/// slider that wipes between reference and actual over the same area. Images are copied next
/// to the page, so the folder can be uploaded and opened anywhere.
public enum DiffReport {
    /// The report's files, as paths relative to the report folder and their bytes:
    /// `index.html` and `images/PATH/{reference,actual,diff}.png`. Reads the images it copies.
    public static func files(for comparison: FolderComparison) throws(ImageFileError) -> [(path: String, bytes: [UInt8])] {
        var files: [(path: String, bytes: [UInt8])] = []
        var sections: [String] = []
        for entry in comparison.entries where entry.status != .same {
            let folder = "images/" + entry.path
            var images: [(label: String, file: String)] = []
            if entry.status != .new, entry.status != .unreadable || FileManager.default.isReadableFile(atPath: comparison.referenceFolder + "/" + entry.path) {
                files.append((folder + "/reference.png", try read(comparison.referenceFolder + "/" + entry.path)))
                images.append(("Reference", folder + "/reference.png"))
            }
            if entry.status != .missing, entry.status != .unreadable || FileManager.default.isReadableFile(atPath: comparison.actualFolder + "/" + entry.path) {
                files.append((folder + "/actual.png", try read(comparison.actualFolder + "/" + entry.path)))
                images.append(("Actual", folder + "/actual.png"))
            }
            if let diff = entry.diffPNG {
                files.append((folder + "/diff.png", diff))
                images.append(("Diff", folder + "/diff.png"))
            }
            sections.append(section(entry, images: images))
        }
        let same = comparison.entries.filter { $0.status == .same }.map(\.path)
        files.append(("index.html", Array(page(comparison, sections: sections, same: same).utf8)))
        return files
    }

    static func read(_ path: String) throws(ImageFileError) -> [UInt8] {
        try PNGFile.bytes(path)
    }

    static func section(_ entry: FolderComparison.Entry, images: [(label: String, file: String)]) -> String {
        let detail: String = switch entry.status {
        case .changed: entry.comparison?.summary ?? "changed"
        case .missing: "only in the references: the run did not produce it"
        case .new: "only in the actual images: no reference yet"
        case .unreadable: entry.problem ?? "cannot be read"
        case .same: "same"
        }
        var html = "<section class=\"\(entry.status.rawValue)\">\n<h2><span class=\"status\">\(entry.status.rawValue)</span> \(escaped(entry.path))</h2>\n"
        html += "<p>\(escaped(detail))\(entry.problem.map { entry.status == .unreadable ? "" : "; " + escaped($0) } ?? "")</p>\n<div class=\"row\">\n"
        for image in images {
            // The reference and actual images carry the changed views' frames when one is chosen.
            let role = image.label == "Reference" ? " data-role=\"reference\"" : image.label == "Actual" ? " data-role=\"actual\"" : ""
            html += "<figure\(role)><figcaption>\(image.label)</figcaption><a class=\"host\" href=\"\(attribute(image.file))\"><img src=\"\(attribute(image.file))\" alt=\"\(image.label)\"></a></figure>\n"
        }
        html += "</div>\n"
        html += layoutSection(entry.layout)
        let reference = images.first { $0.label == "Reference" }, actual = images.first { $0.label == "Actual" }
        if entry.status == .changed, let reference, let actual {
            html += """
                <div class="wipe"><div class="stack"><img src="\(attribute(reference.file))" alt="Reference">\
                <img class="top" src="\(attribute(actual.file))" alt="Actual"></div>\
                <label>Reference <input type="range" min="0" max="100" value="50" oninput="wipe(this)"> Actual</label></div>

                """
        }
        return html + "</section>\n"
    }

    /// What the layout records say of a changed image: the changed views, largest first, each a
    /// button that outlines the view on the reference (where it was) and the actual image (where
    /// it is); or why the image is compared by pixels only.
    static func layoutSection(_ layout: LayoutComparison?) -> String {
        switch layout {
        case nil: return ""
        case .pixelsOnly(let reason)?:
            return "<p class=\"pixels-only\">Compared by pixels only: \(escaped(reason)).</p>\n"
        case .changes(let changes)?:
            guard !changes.isEmpty else { return "<p class=\"layout-summary\">Layout: \(escaped(changes.summary)).</p>\n" }
            var html = "<div class=\"layout\"><p class=\"layout-summary\">Layout: \(escaped(changes.summary)), largest first. Choose one to outline it on both images.</p>\n<ol class=\"layout-changes\">\n"
            for change in changes.changes {
                func rect(_ rect: [Double]?) -> String {
                    rect.map { $0.map { JSONValue.format(($0 * change.scale * 1000).rounded() / 1000) }.joined(separator: ",") } ?? ""
                }
                html += "<li><button type=\"button\" class=\"layout-change\" data-view=\"\(escaped(change.view ?? ""))\" data-reference=\"\(rect(change.referenceRect))\" data-actual=\"\(rect(change.actualRect))\" onclick=\"outline(this)\">\(escaped(change.line))</button></li>\n"
            }
            return html + "</ol></div>\n"
        }
    }

    static func page(_ comparison: FolderComparison, sections: [String], same: [String]) -> String {
        """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>autocell diff-dir: \(escaped(comparison.summary))</title>
        <style>
        body { font: 14px -apple-system, system-ui, sans-serif; margin: 24px; color: #1c1c1e; background: #f2f2f7; }
        h1 { font-size: 20px; margin: 0 0 4px; } .folders { color: #6d6d72; margin: 0 0 20px; }
        section { background: #fff; border-radius: 10px; padding: 12px 16px; margin: 0 0 16px; }
        h2 { font-size: 15px; margin: 0 0 4px; word-break: break-all; } p { margin: 0 0 10px; color: #3c3c43; }
        .status { display: inline-block; min-width: 72px; padding: 1px 6px; border-radius: 4px; color: #fff; font-size: 12px; text-transform: uppercase; text-align: center; }
        .changed .status { background: #ff3b30; } .missing .status { background: #ff9500; } .new .status { background: #007aff; } .unreadable .status { background: #8e8e93; }
        .row { display: flex; gap: 12px; align-items: flex-start; overflow-x: auto; }
        figure { margin: 0; } figcaption { font-weight: 600; margin-bottom: 4px; }
        img { max-width: 360px; border: 1px solid #d1d1d6; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
        .wipe { margin-top: 12px; } .stack { position: relative; display: inline-block; } .stack img { display: block; max-width: 540px; }
        .stack .top { position: absolute; left: 0; top: 0; clip-path: inset(0 0 0 50%); }
        label { display: block; margin-top: 6px; color: #6d6d72; } input[type=range] { width: 240px; vertical-align: middle; }
        .host { position: relative; display: inline-block; } .host img { display: block; }
        .outline { position: absolute; border: 2px solid #ff3b30; background: rgba(255, 59, 48, 0.15); pointer-events: none; box-sizing: border-box; }
        figure[data-role=actual] .outline { border-color: #007aff; background: rgba(0, 122, 255, 0.15); }
        .layout-summary, .pixels-only { margin: 10px 0 4px; } .pixels-only { color: #8e8e93; }
        ol.layout-changes { margin: 0; padding-left: 22px; } ol.layout-changes button { font: inherit; text-align: left; background: none; border: none; padding: 2px 4px; cursor: pointer; color: #1c1c1e; border-radius: 4px; }
        ol.layout-changes button:hover { background: #f2f2f7; } ol.layout-changes button.selected { background: #e5f0ff; }
        </style>
        <script>function wipe(slider) { slider.closest('.wipe').querySelector('.top').style.clipPath = 'inset(0 0 0 ' + slider.value + '%)'; }
        // A changed view outlined where it was (on the reference) and where it is (on the actual image); its rectangle is in the images' pixels.
        function outline(button) {
          const section = button.closest('section');
          for (const old of section.querySelectorAll('.outline')) old.remove();
          for (const other of section.querySelectorAll('.layout-change.selected')) other.classList.remove('selected');
          button.classList.add('selected');
          for (const role of ['reference', 'actual']) {
            const figure = section.querySelector('figure[data-role=' + role + ']');
            const rect = button.dataset[role];
            if (!figure || !rect) continue;
            const image = figure.querySelector('img'), [x, y, w, h] = rect.split(',').map(Number);
            const box = document.createElement('div');
            box.className = 'outline';
            box.dataset.view = button.dataset.view;
            const place = () => {
              box.style.left = (x / image.naturalWidth * 100) + '%'; box.style.top = (y / image.naturalHeight * 100) + '%';
              box.style.width = Math.max(0.5, w / image.naturalWidth * 100) + '%'; box.style.height = Math.max(0.5, h / image.naturalHeight * 100) + '%';
            };
            if (image.complete) place(); else image.addEventListener('load', place, { once: true });
            figure.querySelector('.host').append(box);
          }
        }</script>
        </head><body>
        <h1>\(escaped(comparison.summary))</h1>
        <p class="folders">References: \(escaped(comparison.referenceFolder)) · Actual: \(escaped(comparison.actualFolder))</p>
        \(sections.joined())\(same.isEmpty ? "" : "<section><h2>\(same.count) the same</h2><p>\(same.map(escaped).joined(separator: ", "))</p></section>\n")</body></html>

        """
    }

    static func escaped(_ text: String) -> String { HTMLText.escaped(text) }

    /// A relative URL inside a quoted attribute: each path component percent-encoded, then
    /// escaped as text (`&` and `'` are allowed in a URL path but not as they are in markup).
    static func attribute(_ path: String) -> String {
        let allowed = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "/?#&'\"<>"))
        return escaped(path.split(separator: "/", omittingEmptySubsequences: false).map { component in
            String(component).addingPercentEncoding(withAllowedCharacters: allowed) ?? String(component)
        }.joined(separator: "/"))
    }
}
