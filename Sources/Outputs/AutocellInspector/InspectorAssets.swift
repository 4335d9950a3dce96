import AutocellSource

/// The page around the model: markup, style and script, all inline (a page opened from a CI
/// artifact has no network). The script builds each row's view elements when the row first
/// comes into sight, so a 1,000-row feed opens as quickly as a short one.
enum InspectorAssets {
    /// `images`: per variant, each page's PNG in base64, written as a text block of its own
    /// (base64 has no `<`), which the script turns into an image's data URL.
    static func page(title: String, model: String, images: [[String]]) -> String {
        // `<` only ever occurs inside JSON strings, where `\u003c` means the same: the model
        // cannot end its script element early. Replaced per scalar (a `Character`-wise search
        // would miss a `<` that begins a cluster: issue 49).
        var safeModel = ""
        safeModel.reserveCapacity(model.utf8.count)
        for scalar in model.unicodeScalars {
            if scalar == "<" { safeModel += "\\u003c" } else { safeModel.unicodeScalars.append(scalar) }
        }
        var pageData = ""
        pageData.reserveCapacity(images.reduce(0) { $0 + $1.reduce(0) { $0 + $1.utf8.count + 80 } })
        for (variant, pages) in images.enumerated() {
            for (number, base64) in pages.enumerated() {
                pageData += "<script type=\"text/plain\" id=\"page-\(variant)-\(number)\">"
                pageData += base64
                pageData += "</script>\n"
            }
        }
        return """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="generator" content="autocell inspect">
            <title>\(HTMLText.escaped(title)) — Autocell inspector</title>
            <style>\(style)</style>
            </head>
            <body>
            <header id="bar">
              <strong>Autocell inspector</strong> <span id="file">\(HTMLText.escaped(title))</span>
              <nav id="variants" aria-label="Traits"></nav>
              <label><input type="checkbox" id="side-by-side"> side by side</label>
              <input id="search" type="search" placeholder="Find a view by name" autocomplete="off">
              <span id="toggles">
                <label><input type="checkbox" id="show-outlines"> outlines</label>
                <label><input type="checkbox" id="show-margins"> margins</label>
                <label><input type="checkbox" id="show-guides"> guides</label>
                <label><input type="checkbox" id="show-baselines"> baselines</label>
                <label><input type="checkbox" id="show-hidden"> hidden views</label>
              </span>
            </header>
            <div id="hover" class="card" role="tooltip" hidden></div>
            <main>
              <section id="canvas" aria-label="Rows"></section>
              <aside id="panel">
                <div id="search-results"></div>
                <div id="details" class="card"><p class="hint">Point at a view to see its frame; click it to see its constraints. Problems are listed below.</p></div>
                <div id="problems" class="card"></div>
              </aside>
            </main>
            \(pageData)<script type="application/json" id="model">\(safeModel)</script>
            <script>\(script)</script>
            </body>
            </html>

            """
    }

    static let style = """
        :root { --red: #e0242b; --orange: #f08c00; --blue: #1a73e8; --green: #1e8e3e; --ink: #1d1d1f; --muted: #6e6e73; --line: #d2d2d7; }
        * { box-sizing: border-box; }
        body { margin: 0; font: 13px/1.4 -apple-system, "Helvetica Neue", Arial, sans-serif; color: var(--ink); background: #f2f2f7; }
        #bar { position: sticky; top: 0; z-index: 50; display: flex; flex-wrap: wrap; gap: 10px; align-items: center; padding: 8px 12px; background: #fff; border-bottom: 1px solid var(--line); }
        #file { color: var(--muted); }
        #variants button { font: inherit; border: 1px solid var(--line); background: #fff; padding: 2px 8px; border-radius: 6px; cursor: pointer; }
        #variants button.active { background: var(--blue); border-color: var(--blue); color: #fff; }
        #search { width: 180px; font: inherit; padding: 2px 6px; }
        main { display: flex; align-items: flex-start; gap: 12px; padding: 12px; }
        #canvas { display: flex; gap: 24px; align-items: flex-start; flex: 1 1 auto; overflow: auto; }
        #panel { position: sticky; top: 52px; width: 420px; flex: 0 0 420px; max-height: calc(100vh - 64px); overflow: auto; }
        .card { background: #fff; border: 1px solid var(--line); border-radius: 8px; padding: 8px 10px; margin-bottom: 10px; }
        .card h3 { margin: 0 0 4px; font-size: 13px; }
        #hover { position: fixed; z-index: 100; max-width: 360px; pointer-events: none; box-shadow: 0 4px 16px rgba(0, 0, 0, 0.18); }
        .hint { color: var(--muted); margin: 0; }
        .variant h2 { font-size: 13px; margin: 0 0 4px; }
        .variant .notes { margin: 0 0 6px; padding-left: 16px; color: var(--muted); max-width: 600px; }
        .stage { position: relative; box-shadow: 0 0 0 1px var(--line); }
        .stage img.page { position: absolute; left: 0; display: block; pointer-events: none; user-select: none; }
        .row { position: absolute; left: 0; }
        .row.has-conflict { box-shadow: inset 3px 0 0 var(--red); }
        .row.has-ambiguity { box-shadow: inset 3px 0 0 var(--orange); }
        .view { position: absolute; min-width: 1px; min-height: 1px; cursor: pointer; }
        .view:hover, .view.hovered { outline: 1px solid var(--blue); background: rgba(26, 115, 232, 0.12); }
        .view.selected { outline: 2px solid var(--blue); background: rgba(26, 115, 232, 0.18); }
        .view.other { outline: 2px dashed var(--green); background: rgba(30, 142, 62, 0.15); }
        .view.match { outline: 2px solid #a142f4; }
        .view.conflict-member { outline: 1px solid var(--red); }
        .view.member { outline: 2px solid var(--red); background: rgba(224, 36, 43, 0.18); }
        .view.ambiguous { outline: 1px dashed var(--orange); }
        body.show-outlines .view:not(.content-view) { outline: 1px solid rgba(26, 115, 232, 0.55); }
        body.show-outlines .view:not(.content-view)::after { content: attr(data-view); position: absolute; left: 1px; top: 0; font-size: 9px; line-height: 11px; color: #1a73e8; background: rgba(255, 255, 255, 0.8); pointer-events: none; white-space: nowrap; }
        .view.hidden-view { display: none; }
        body.show-hidden .view.hidden-view { display: block; outline: 1px dotted var(--muted); }
        .view.content-view { cursor: default; }
        .overlay { position: absolute; pointer-events: none; display: none; }
        body.show-margins .overlay.margins { display: block; border: 1px dashed rgba(224, 36, 43, 0.7); }
        body.show-guides .overlay.guide { display: block; background: rgba(240, 140, 0, 0.12); border: 1px solid rgba(240, 140, 0, 0.6); }
        body.show-baselines .overlay.baseline { display: block; height: 0; border-top: 1px solid rgba(161, 66, 244, 0.9); }
        .overlay.alternative { display: block; border: 1px dashed var(--orange); background: rgba(240, 140, 0, 0.08); }
        dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: 1px 10px; margin: 4px 0; }
        dl.facts dt { color: var(--muted); }
        dl.facts dd { margin: 0; font-variant-numeric: tabular-nums; }
        ul.constraints, ul.conflicts, ul.problems, ul.fixes, ul.members { list-style: none; margin: 4px 0; padding: 0; }
        li.constraint { padding: 3px 4px; border-radius: 4px; cursor: pointer; }
        li.constraint:hover, li.constraint.pinned { background: #eef3fd; }
        li.constraint code, li.member code { font-size: 11px; color: var(--muted); display: block; }
        .badge { display: inline-block; font-size: 11px; padding: 0 5px; border-radius: 8px; margin-left: 4px; background: #e8e8ed; }
        .badge.tight { background: #e6f4ea; color: var(--green); }
        .badge.slack { background: #e8f0fe; color: var(--blue); }
        .badge.unsatisfied { background: #fef7e0; color: #b06000; }
        .badge.broken { background: #fce8e6; color: var(--red); }
        .badge.inactive { background: #f1f3f4; color: var(--muted); }
        li.conflict, li.ambiguity { border-left: 3px solid var(--red); padding: 4px 6px; margin: 6px 0; cursor: pointer; background: #fff7f7; }
        li.ambiguity { border-color: var(--orange); background: #fffaf0; }
        li.conflict.selected { background: #fde7e7; }
        li.member.broken { color: var(--red); font-weight: 600; }
        .arithmetic { font-variant-numeric: tabular-nums; color: var(--red); margin: 2px 0; }
        li.problem { padding: 3px 4px; cursor: pointer; border-radius: 4px; }
        li.problem:hover { background: #f5f5f7; }
        li.problem .kind { font-weight: 600; }
        li.problem .kind.conflict { color: var(--red); }
        li.problem .kind.ambiguity { color: var(--orange); }
        #search-results:empty { display: none; }
        #search-results { background: #fff; border: 1px solid var(--line); border-radius: 8px; padding: 6px 10px; margin-bottom: 10px; }
        #search-results button { font: inherit; border: none; background: none; color: var(--blue); cursor: pointer; padding: 1px 0; display: block; }
        button.layout-toggle { font: inherit; font-size: 11px; margin-right: 4px; }
        """

    static let script = #"""
        "use strict";
        const model = JSON.parse(document.getElementById("model").textContent);
        const canvas = document.getElementById("canvas");
        const hoverCard = document.getElementById("hover");
        const details = document.getElementById("details");
        const problems = document.getElementById("problems");
        const searchBox = document.getElementById("search");
        const searchResults = document.getElementById("search-results");
        const state = { variant: 0, sideBySide: false, selected: null, conflict: null, query: "" };
        const built = new Map();     // "variant/row" -> row element with its views built
        const rowElements = new Map(); // "variant/row" -> row element

        function el(tag, className, text) {
          const node = document.createElement(tag);
          if (className) node.className = className;
          if (text !== undefined) node.textContent = text;
          return node;
        }
        function fmt(value) {
          if (value === null || value === undefined) return "none";
          return String(Math.round(value * 100) / 100);
        }
        function frameText(f) { return "(" + fmt(f[0]) + ", " + fmt(f[1]) + ", " + fmt(f[2]) + ", " + fmt(f[3]) + ")"; }
        function priorityText(p) { return p >= 1000 ? "required (1000)" : String(Math.round(p * 100) / 100); }
        function template(row) { return model.templates[row.template] || { views: [], constraints: [] }; }
        function rowName(v, r) {
          const row = model.variants[v].rows[r];
          const where = row.kind === "cell" ? "row " + row.index + " [" + row.section + ", " + row.row + "]" : row.kind + " of section " + row.section;
          return where + " " + row.template + (row.key ? " '" + row.key + "'" : "");
        }
        function facts(pairs) {
          const list = el("dl", "facts");
          for (const [name, value] of pairs) {
            if (value === undefined) continue;
            list.append(el("dt", null, name), el("dd", null, value));
          }
          return list;
        }

        // MARK: Building the page

        function buildVariants() {
          const nav = document.getElementById("variants");
          model.variants.forEach((variant, index) => {
            const button = el("button", index === 0 ? "active" : "", variant.label);
            button.dataset.variant = String(index);
            button.addEventListener("click", () => switchVariant(index));
            nav.append(button);
          });
          if (model.variants.length < 2) {
            nav.hidden = true;
            document.getElementById("side-by-side").parentElement.hidden = true;
          }
        }

        function switchVariant(index) {
          state.variant = index;
          for (const button of document.querySelectorAll("#variants button")) {
            button.classList.toggle("active", Number(button.dataset.variant) === index);
          }
          for (const stage of document.querySelectorAll(".variant")) {
            stage.classList.toggle("active", Number(stage.dataset.variant) === index);
            if (!state.sideBySide) stage.hidden = Number(stage.dataset.variant) !== index;
          }
          const selected = state.selected;
          if (selected && selected.variant !== index && !state.sideBySide) {
            const rows = model.variants[index].rows;
            if (selected.row < rows.length) select(index, selected.row, selected.view, false); else clearSelection();
          }
          renderProblems();
          applySearch();
        }

        function buildCanvas() {
          model.variants.forEach((variant, v) => {
            const box = el("div", "variant");
            box.dataset.variant = String(v);
            box.append(el("h2", null, variant.label + " — " + fmt(variant.width) + " pt at @" + fmt(variant.scale) + "x"));
            if (variant.notes.length) {
              const notes = el("ul", "notes");
              for (const note of variant.notes) notes.append(el("li", null, note));
              box.append(notes);
            }
            const stage = el("div", "stage");
            stage.style.width = variant.width + "px";
            stage.style.height = variant.height + "px";
            stage.style.background = variant.background;
            variant.pages.forEach((page, p) => {
              const image = el("img", "page");
              image.src = "data:image/png;base64," + document.getElementById("page-" + v + "-" + p).textContent;
              image.alt = "";
              // The first screen of the variant shown is decoded before the page is painted,
              // so a page opened (or screenshotted) shows its rows at once; the rest decode as
              // they are scrolled to (issue 49: a headless screenshot of 1,000 rows was empty).
              image.decoding = v === state.variant && page.top < 2 * Math.max(window.innerHeight, 800) ? "sync" : "async";
              image.loading = "eager";
              image.style.top = page.top + "px";
              image.style.width = variant.width + "px";
              image.style.height = page.height + "px";
              stage.append(image);
            });
            variant.rows.forEach((row, r) => {
              const rowElement = el("div", "row");
              rowElement.dataset.variant = String(v);
              rowElement.dataset.row = String(r);
              rowElement.style.top = row.y + "px";
              rowElement.style.height = row.height + "px";
              rowElement.style.width = variant.width + "px";
              if (row.conflicts.length) rowElement.classList.add("has-conflict");
              else if (row.ambiguous.length) rowElement.classList.add("has-ambiguity");
              rowElement.title = rowName(v, r);
              rowElements.set(v + "/" + r, rowElement);
              stage.append(rowElement);
              observer.observe(rowElement);
            });
            box.append(stage);
            box.hidden = v !== state.variant;
            if (v === state.variant) box.classList.add("active");
            canvas.append(box);
          });
        }

        // Rows get their views when they first come near the screen.
        const observer = new IntersectionObserver((entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            const row = entry.target;
            ensureRow(Number(row.dataset.variant), Number(row.dataset.row));
            observer.unobserve(row);
          }
        }, { rootMargin: "800px 0px" });

        function depth(views, index) {
          let d = 0, name = views[index].parent;
          const names = new Map(views.map((view, i) => [view.name, i]));
          while (name && d < views.length) { d += 1; const i = names.get(name); name = i === undefined ? null : views[i].parent; }
          return d;
        }

        function ensureRow(v, r) {
          const key = v + "/" + r;
          if (built.has(key)) return built.get(key);
          const rowElement = rowElements.get(key);
          const row = model.variants[v].rows[r];
          const specs = template(row).views;
          const conflictViews = new Set(row.conflicts.flatMap((c) => c.members.flatMap((m) => m.views)));
          const ambiguousViews = new Set(row.ambiguous.map((a) => a.view));
          row.views.forEach((view, i) => {
            const spec = specs[i] || { name: "view " + i, type: "view" };
            const node = el("div", "view");
            node.dataset.view = spec.name;
            node.dataset.variant = String(v);
            node.dataset.row = String(r);
            node.dataset.index = String(i);
            const f = view.frame;
            node.style.left = f[0] + "px";
            node.style.top = f[1] + "px";
            node.style.width = Math.max(f[2], 1) + "px";
            node.style.height = Math.max(f[3], 1) + "px";
            node.style.zIndex = String(i === 0 ? 0 : 1 + depth(specs, i));
            if (i === 0) node.classList.add("content-view");
            if (view.hidden) node.classList.add("hidden-view");
            if (conflictViews.has(spec.name)) node.classList.add("conflict-member");
            if (ambiguousViews.has(spec.name)) node.classList.add("ambiguous");
            rowElement.append(node);
            if (view.baselines && !view.hidden) {
              for (const offset of new Set(view.baselines)) {
                const line = el("div", "overlay baseline");
                line.style.left = f[0] + "px";
                line.style.width = f[2] + "px";
                line.style.top = (f[1] + offset) + "px";
                rowElement.append(line);
              }
            }
          });
          if (row.layoutMargins) {
            const m = row.layoutMargins, box = el("div", "overlay margins");
            box.style.top = m[0] + "px"; box.style.left = m[1] + "px";
            box.style.width = Math.max(0, model.variants[v].width - m[1] - m[3]) + "px";
            box.style.height = Math.max(0, row.height - m[0] - m[2]) + "px";
            box.title = "contentView.layoutMargins";
            rowElement.append(box);
          }
          for (const guide of row.guides || []) {
            const box = el("div", "overlay guide"), f = guide.frame;
            box.style.left = f[0] + "px"; box.style.top = f[1] + "px";
            box.style.width = f[2] + "px"; box.style.height = f[3] + "px";
            box.dataset.guide = guide.name;
            rowElement.append(box);
          }
          built.set(key, rowElement);
          if (state.query) markMatches(rowElement);
          return rowElement;
        }

        function viewElement(v, r, name) {
          const rowElement = ensureRow(v, r);
          return rowElement.querySelector('.view[data-view="' + CSS.escape(name) + '"]');
        }

        // MARK: What a view is

        function viewFacts(v, r, index) {
          const row = model.variants[v].rows[r];
          const spec = template(row).views[index] || { name: "?", type: "view" };
          const view = row.views[index];
          const f = view.frame;
          const pairs = [["type", spec.type], ["frame", frameText(f)]];
          if (spec.parent && spec.parent !== "contentView") {
            const parentIndex = template(row).views.findIndex((s) => s.name === spec.parent);
            if (parentIndex >= 0) {
              const p = row.views[parentIndex].frame;
              pairs.push(["in " + spec.parent, frameText([f[0] - p[0], f[1] - p[1], f[2], f[3]])]);
            }
          }
          if (view.intrinsic) pairs.push(["intrinsic size", fmt(view.intrinsic[0]) + " × " + fmt(view.intrinsic[1])]);
          if (spec.hugging) pairs.push(["hugging", "H " + priorityText(spec.hugging[0]) + ", V " + priorityText(spec.hugging[1])]);
          if (spec.compressionResistance) pairs.push(["compression resistance", "H " + priorityText(spec.compressionResistance[0]) + ", V " + priorityText(spec.compressionResistance[1])]);
          if (spec.font) pairs.push(["font", spec.font]);
          if (view.lines !== undefined) pairs.push(["lines", String(view.lines) + (spec.numberOfLines !== undefined ? " (numberOfLines " + spec.numberOfLines + ")" : "")]);
          if (view.truncated !== undefined) pairs.push(["truncated", view.truncated ? "yes" : "no"]);
          if (view.missingGlyphs) pairs.push(["no font for", view.missingGlyphs + " characters"]);
          if (view.baselines) pairs.push(["baselines", "first " + fmt(view.baselines[0]) + ", last " + fmt(view.baselines[1])]);
          if (view.contentSize) pairs.push(["content size", fmt(view.contentSize[0]) + " × " + fmt(view.contentSize[1])]);
          if (view.hidden) pairs.push(["hidden", "yes (laid out, not drawn)"]);
          const alias = model.variants[v].addresses[spec.name];
          if (alias) pairs.push([model.source === "log" ? "in the log" : "in the app", alias]);
          if (spec.source) pairs.push(["declared at", spec.source]);
          return { spec, pairs };
        }

        // The card follows the pointer, clear of it and inside the window.
        function placeHover(x, y) {
          const width = hoverCard.offsetWidth, height = hoverCard.offsetHeight;
          const left = x + 16 + width > window.innerWidth ? Math.max(4, x - 16 - width) : x + 16;
          const top = y + 16 + height > window.innerHeight ? Math.max(4, window.innerHeight - height - 4) : y + 16;
          hoverCard.style.left = left + "px";
          hoverCard.style.top = top + "px";
        }

        function showHover(node) {
          const v = Number(node.dataset.variant), r = Number(node.dataset.row), i = Number(node.dataset.index);
          const { spec, pairs } = viewFacts(v, r, i);
          hoverCard.replaceChildren(el("h3", null, spec.name), facts(pairs), el("p", "hint", rowName(v, r)));
          hoverCard.hidden = false;
          node.classList.add("hovered");
        }

        canvas.addEventListener("mouseover", (event) => {
          const node = event.target.closest(".view");
          if (!node) return;
          for (const other of canvas.querySelectorAll(".view.hovered")) other.classList.remove("hovered");
          showHover(node);
          placeHover(event.clientX, event.clientY);
        });
        canvas.addEventListener("mousemove", (event) => { if (!hoverCard.hidden) placeHover(event.clientX, event.clientY); });
        canvas.addEventListener("mouseleave", () => {
          hoverCard.hidden = true;
          for (const other of canvas.querySelectorAll(".view.hovered")) other.classList.remove("hovered");
        });
        canvas.addEventListener("click", (event) => {
          const node = event.target.closest(".view");
          if (!node) return;
          select(Number(node.dataset.variant), Number(node.dataset.row), node.dataset.view, false);
        });

        // MARK: Selection

        function clearMarks(...classes) {
          for (const name of classes) for (const node of document.querySelectorAll(".view." + name)) node.classList.remove(name);
        }
        function clearSelection() {
          state.selected = null; state.conflict = null;
          clearMarks("selected", "other", "member");
          for (const node of document.querySelectorAll(".overlay.alternative")) node.remove();
          details.replaceChildren(el("p", "hint", "Point at a view to see its frame; click it to see its constraints."));
        }

        // Each constraint of the row that involves `name`: the template's (with the row's
        // constant and state), then those stack views generate.
        function constraintsOf(row, name) {
          const list = [];
          template(row).constraints.forEach((c, index) => {
            if (!c.views.includes(name)) return;
            const standing = (row.constraints || [])[index] || null;
            const constant = row.constants && row.constants[String(index)] !== undefined ? row.constants[String(index)] : c.constant;
            list.push({ c, index, state: standing ? standing[0] : "unknown", difference: standing ? standing[1] : 0, constant });
          });
          for (const g of row.generated || []) {
            if (g.views.includes(name)) list.push({ c: g, index: null, state: g.state, difference: g.difference, constant: g.constant });
          }
          return list;
        }

        function stateText(item) {
          switch (item.state) {
            case "tight": return "holds, tight";
            case "slack": return "holds, " + fmt(Math.abs(item.difference)) + " pt to spare";
            case "unsatisfied": return "not met by " + fmt(Math.abs(item.difference)) + " pt (a higher priority won)";
            case "broken": return "broken to recover from a conflict";
            case "inactive": return "inactive in this row";
            default: return item.state;
          }
        }

        function select(v, r, name, scroll) {
          clearSelection();
          const row = model.variants[v].rows[r];
          const index = template(row).views.findIndex((s) => s.name === name);
          if (index < 0) return;
          state.selected = { variant: v, row: r, view: name };
          const node = viewElement(v, r, name);
          if (node) {
            node.classList.add("selected");
            if (scroll) node.scrollIntoView({ block: "center" });
          }
          const { spec, pairs } = viewFacts(v, r, index);
          const parts = [el("h3", null, spec.name + " — " + rowName(v, r)), facts(pairs)];
          const list = el("ul", "constraints");
          for (const item of constraintsOf(row, name)) {
            const li = el("li", "constraint");
            li.dataset.index = item.index === null ? "" : String(item.index);
            const sentence = el("span", "sentence", item.c.sentence);
            const badge = el("span", "badge " + item.state, item.state);
            const code = el("code", null, item.c.text + " · priority " + priorityText(item.c.priority) + " · constant " + fmt(item.constant)
              + (item.c.stack ? " · made by stack " + item.c.stack : "") + (item.c.source ? " · " + item.c.source : ""));
            li.append(sentence, badge, code, el("code", null, stateText(item)));
            const others = item.c.views.filter((other) => other !== name);
            li.dataset.others = others.join(" ");
            li.addEventListener("mouseenter", () => markOthers(v, r, others));
            li.addEventListener("mouseleave", () => { if (!li.classList.contains("pinned")) clearMarks("other"); });
            li.addEventListener("click", () => {
              const pinned = li.classList.contains("pinned");
              for (const each of list.querySelectorAll(".pinned")) each.classList.remove("pinned");
              clearMarks("other");
              if (!pinned) { li.classList.add("pinned"); markOthers(v, r, others); }
            });
            list.append(li);
          }
          parts.push(el("h3", null, "Constraints (" + list.children.length + ")"), list);
          if (!list.children.length) parts.push(el("p", "hint", "No constraint names this view."));
          const own = row.conflicts.map((c, ci) => [c, ci]).filter(([c]) => c.members.some((m) => m.views.includes(name)));
          if (own.length) {
            const conflicts = el("ul", "conflicts");
            for (const [c, ci] of own) conflicts.append(conflictItem(v, r, c, ci));
            parts.push(el("h3", null, "Conflicts"), conflicts);
          }
          const ambiguous = row.ambiguous.filter((a) => a.view === name);
          if (ambiguous.length) parts.push(ambiguityList(v, r, ambiguous));
          details.replaceChildren(...parts);
        }

        function markOthers(v, r, names) {
          clearMarks("other");
          for (const other of names) { const node = viewElement(v, r, other); if (node) node.classList.add("other"); }
        }

        function conflictItem(v, r, c, ci) {
          const li = el("li", "conflict");
          li.dataset.variant = String(v); li.dataset.row = String(r); li.dataset.conflict = String(ci);
          li.append(el("strong", null, "Conflict: these " + c.members.length + " cannot all hold"));
          const members = el("ul", "members");
          c.members.forEach((m, mi) => {
            const item = el("li", "member" + (mi === c.broken ? " broken" : ""), (mi === c.broken ? "BROKEN: " : "") + m.sentence);
            item.append(el("code", null, m.text + " · priority " + priorityText(m.priority) + (m.source ? " · " + m.source : " · added by " + m.origin)));
            members.append(item);
          });
          li.append(members);
          if (c.arithmetic) li.append(el("div", "arithmetic", "Added up: " + c.arithmetic));
          li.append(el("div", "hint", "Broken: " + c.members[c.broken].text + ", because " + c.rule));
          if (c.fixes.length) {
            const fixes = el("ul", "fixes");
            for (const fix of c.fixes) fixes.append(el("li", null, "• " + fix));
            li.append(el("div", null, "Ways out (each checked):"), fixes);
          } else if (c.note) {
            li.append(el("div", "hint", c.note));
          }
          li.addEventListener("click", (event) => { event.stopPropagation(); selectConflict(v, r, ci, false); });
          return li;
        }

        function ambiguityList(v, r, items) {
          const row = model.variants[v].rows[r];
          const list = el("ul", "conflicts");
          for (const a of items) {
            const li = el("li", "ambiguity", "Ambiguous: " + a.reason);
            row.alternatives.forEach((layout, li2) => {
              const button = el("button", "layout-toggle", "show layout " + (li2 + 1));
              button.addEventListener("click", (event) => { event.stopPropagation(); showAlternative(v, r, li2); });
              li.append(el("br"), button);
            });
            list.append(li);
          }
          const box = el("div");
          box.append(el("h3", null, "Ambiguity"), list);
          return box;
        }

        function showAlternative(v, r, which) {
          for (const node of document.querySelectorAll(".overlay.alternative")) node.remove();
          const row = model.variants[v].rows[r];
          const rowElement = ensureRow(v, r);
          const specs = template(row).views;
          row.alternatives[which].forEach((f, i) => {
            if (i === 0 || f.join() === row.views[i].frame.join()) return;
            const box = el("div", "overlay alternative");
            box.style.left = f[0] + "px"; box.style.top = f[1] + "px";
            box.style.width = Math.max(1, f[2]) + "px"; box.style.height = Math.max(1, f[3]) + "px";
            box.title = (specs[i] || {}).name + " in layout " + (which + 1);
            box.dataset.view = (specs[i] || {}).name;
            rowElement.append(box);
          });
        }

        function selectConflict(v, r, ci, scroll) {
          const row = model.variants[v].rows[r];
          const c = row.conflicts[ci];
          if (!c) return;
          if (v !== state.variant && !state.sideBySide) switchVariant(v);
          clearSelection();
          state.conflict = { variant: v, row: r, conflict: ci };
          const rowElement = ensureRow(v, r);
          for (const name of new Set(c.members.flatMap((m) => m.views))) {
            const node = viewElement(v, r, name);
            if (node) node.classList.add("member");
          }
          if (scroll) rowElement.scrollIntoView({ block: "center" });
          const list = el("ul", "conflicts");
          const item = conflictItem(v, r, c, ci);
          item.classList.add("selected");
          list.append(item);
          details.replaceChildren(el("h3", null, rowName(v, r)), list);
        }

        // MARK: Problems

        function renderProblems() {
          const shown = state.sideBySide ? model.variants.map((_, v) => v) : [state.variant];
          const list = el("ul", "problems");
          for (const v of shown) {
            model.variants[v].rows.forEach((row, r) => {
              row.conflicts.forEach((c, ci) => {
                const li = el("li", "problem");
                li.dataset.variant = String(v); li.dataset.row = String(r); li.dataset.conflict = String(ci);
                li.append(el("span", "kind conflict", "conflict"), document.createTextNode(" " + rowName(v, r) + ": broken " + c.members[c.broken].text));
                li.addEventListener("click", () => selectConflict(v, r, ci, true));
                list.append(li);
              });
              if (row.ambiguous.length) {
                const li = el("li", "problem");
                li.dataset.variant = String(v); li.dataset.row = String(r);
                li.append(el("span", "kind ambiguity", "ambiguous"), document.createTextNode(" " + rowName(v, r) + ": " + row.ambiguous.map((a) => a.reason).join("; ")));
                li.addEventListener("click", () => select(v, r, row.ambiguous[0].view, true));
                list.append(li);
              }
              for (const warning of row.warnings) {
                const li = el("li", "problem");
                li.append(el("span", "kind", "UIKit"), document.createTextNode(" " + rowName(v, r) + ": " + warning));
                list.append(li);
              }
            });
          }
          const heading = el("h3", null, list.children.length ? "Problems (" + list.children.length + ")" : "No conflicts and no ambiguity");
          problems.replaceChildren(heading, list);
        }

        // MARK: Search

        function markMatches(scope) {
          for (const node of scope.querySelectorAll(".view")) {
            const alias = model.variants[Number(node.dataset.variant)].addresses[node.dataset.view] || "";
            node.classList.toggle("match", !!state.query && (node.dataset.view + " " + alias).toLowerCase().includes(state.query));
          }
        }
        function applySearch() {
          state.query = searchBox.value.trim().toLowerCase();
          for (const rowElement of built.values()) markMatches(rowElement);
          searchResults.replaceChildren();
          if (!state.query) return;
          const v = state.variant, counts = new Map(), first = new Map();
          model.variants[v].rows.forEach((row, r) => {
            const aliases = model.variants[v].addresses;
            for (const spec of template(row).views) {
              if (!(spec.name + " " + (aliases[spec.name] || "")).toLowerCase().includes(state.query)) continue;
              counts.set(spec.name, (counts.get(spec.name) || 0) + 1);
              if (!first.has(spec.name)) first.set(spec.name, r);
            }
          });
          if (!counts.size) { searchResults.append(el("span", "hint", "No view is named like “" + searchBox.value.trim() + "”.")); return; }
          for (const [name, count] of counts) {
            const alias = model.variants[v].addresses[name];
            const button = el("button", null, name + (alias ? " (" + alias + ")" : "") + " — " + count + " row" + (count === 1 ? "" : "s"));
            button.dataset.view = name;
            button.addEventListener("click", () => select(v, first.get(name), name, true));
            searchResults.append(button);
          }
        }
        searchBox.addEventListener("input", applySearch);
        searchBox.addEventListener("keydown", (event) => {
          if (event.key !== "Enter") return;
          const button = searchResults.querySelector("button");
          if (button) button.click();
        });

        // MARK: Toggles

        for (const name of ["outlines", "margins", "guides", "baselines", "hidden"]) {
          const box = document.getElementById("show-" + name);
          box.addEventListener("change", () => document.body.classList.toggle("show-" + name, box.checked));
        }
        // A log draws nothing of its own (no texts, no colours): its views are outlined and named.
        if (model.source === "log") {
          document.getElementById("show-outlines").checked = true;
          document.body.classList.add("show-outlines");
        }
        document.getElementById("side-by-side").addEventListener("change", (event) => {
          state.sideBySide = event.target.checked;
          for (const stage of document.querySelectorAll(".variant")) {
            stage.hidden = !state.sideBySide && Number(stage.dataset.variant) !== state.variant;
          }
          renderProblems();
        });
        document.addEventListener("keydown", (event) => { if (event.key === "Escape") clearSelection(); });

        buildVariants();
        buildCanvas();
        renderProblems();
        document.body.dataset.ready = "true";
        """#
}
