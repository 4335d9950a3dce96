// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Autocell",
    // Library products only for what users import (Documentation/Internals.md, "Products"); the
    // other modules are the package's own, shared between its modules with `package` access.
    products: [
        // Feed fixtures and their tables, traits and devices; the solver and the layout engine
        // for those who lay out from Swift; text measurement and fonts.
        .library(name: "AutocellFixtures", targets: ["AutocellFixtures"]),
        .library(name: "AutocellTable", targets: ["AutocellTable"]),
        .library(name: "AutocellLayout", targets: ["AutocellLayout"]),
        .library(name: "AutocellSolver", targets: ["AutocellSolver"]),
        .library(name: "AutocellText", targets: ["AutocellText"]),
        // Colours, geometry and the canvas those layers' values are made of.
        .library(name: "AutocellDrawing", targets: ["AutocellDrawing"]),
        // Rendering a feed to PNG, PDF or SVG from Swift; image comparison.
        .library(name: "AutocellRender", targets: ["AutocellRender"]),
        .library(name: "AutocellDiff", targets: ["AutocellDiff"]),
        // Snapshot tests of feeds: Autocell's own assertions, and swift-snapshot-testing's.
        .library(name: "AutocellSnapshot", targets: ["AutocellSnapshot"]),
        .library(name: "AutocellSnapshotTesting", targets: ["AutocellSnapshotTesting"]),
        // `import UIKit` on Linux: depend on this product with `condition: .when(platforms: [.linux])`.
        .library(name: "UIKit", targets: ["UIKit", "_Testing_UIKit"]),
        // swift-snapshot-testing's `.image` strategies for views, on Linux.
        .library(name: "AutocellSnapshotTestingUIKit", targets: ["AutocellSnapshotTestingUIKit"]),
        .executable(name: "autocell", targets: ["autocell"]),
        // Swift files written for iOS turned into their Linux copies (`@objc`, `#selector`).
        .executable(name: "autocell-linux-source", targets: ["autocell-linux-source"]),
        // A build-tool plugin: a Linux target of iOS sources gets their Linux copies at build time.
        .plugin(name: "LinuxSource", targets: ["LinuxSource"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        // The sources are grouped by layer, one folder each under Sources/: each module depends
        // only on modules of its own layer or the layers listed before it.
        //   Core         files in and out, located errors, the scanner, JSON; images and PNG
        //   Engine       the solver, text measured with Pango, cell layout, the table
        //   Readers      documents: feed fixtures, Interface Builder files
        //   Outputs      painting with Cairo, image diffs, snapshot testing, explanations
        //   Facades      UIKit's API over the engine, and its snapshot strategies
        //   CommandLine  the `autocell` commands (argument parsing and printing only)
        // C libraries belong to one layer each: libspng and zlib to Core's AutocellImage, Pango
        // and Cairo to the text and render modules (Scripts/check-imports.py holds this).

        // MARK: Core
        // Files in (text, bounded binary reads) and out (AtomicFile: temporary and rename), the
        // error kinds every layer's errors carry (FailureKind), located errors, the one scanner,
        // JSON, the number formatter. Links nothing but Foundation.
        .target(name: "AutocellSource", path: "Sources/Core/AutocellSource"),
        // Images in memory and PNG files in and out through libspng (zlib directly too: the fast
        // page writer's CRC-32 and Adler-32). No Cairo or Pango: the differ is usable without them.
        .systemLibrary(name: "CSpng", path: "Sources/Core/CSpng", pkgConfig: "spng", providers: [.apt(["libspng-dev"])]),
        .systemLibrary(name: "CZlib", path: "Sources/Core/CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .target(name: "AutocellImage", dependencies: ["AutocellSource", "CSpng", "CZlib"], path: "Sources/Core/AutocellImage"),

        // MARK: Engine
        // The linear constraint solver (kiwi's design), on the core only.
        .target(name: "AutocellSolver", dependencies: ["AutocellSource"], path: "Sources/Engine/AutocellSolver"),
        // Text measured with Pango (through the CPango system-library module) and fonts, drawn on
        // the drawing layer's canvas with the layouts that measured it: every Pango object is
        // made and freed in AutocellText.
        .systemLibrary(
            name: "CPango",
            path: "Sources/Engine/CPango",
            pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev", "libcairo2-dev", "libfreetype-dev", "fonts-wqy-microhei", "fonts-inter", "fonts-noto-core", "fonts-noto-color-emoji"])]
        ),
        // Drawing: colours, geometry, the one pixel grid, and the canvas (Cairo) that shapes,
        // images, PDF and SVG documents are drawn on; every Cairo object is made and freed here.
        .target(name: "AutocellDrawing", dependencies: ["AutocellSource", "AutocellImage", "CPango"], path: "Sources/Engine/AutocellDrawing"),
        .target(name: "AutocellText", dependencies: ["AutocellSource", "AutocellImage", "AutocellDrawing", "CPango"], path: "Sources/Engine/AutocellText"),
        // Views, constraints and cell layout the way Auto Layout does it.
        .target(name: "AutocellLayout", dependencies: ["AutocellSolver", "AutocellText"], path: "Sources/Engine/AutocellLayout"),
        // The table: rows of cells from templates, accessories, separators, row heights, the
        // traits and their one resolve step.
        .target(name: "AutocellTable", dependencies: ["AutocellLayout", "AutocellText"], path: "Sources/Engine/AutocellTable"),

        // MARK: Readers
        // Interface Builder files (.xib, .storyboard) read as cell templates.
        .target(
            name: "AutocellInterfaceBuilder", dependencies: ["AutocellImage", "AutocellSource", "AutocellLayout", "AutocellTable", "AutocellText"],
            path: "Sources/Readers/AutocellInterfaceBuilder"),
        // Swift sources written for iOS, rewritten for the UIKit layer on Linux (swift-syntax).
        .target(
            name: "AutocellLinuxSource",
            dependencies: ["AutocellSource", .product(name: "SwiftSyntax", package: "swift-syntax"), .product(name: "SwiftParser", package: "swift-syntax")],
            path: "Sources/Readers/AutocellLinuxSource"),
        // Feed fixtures: YAML (or JSON) files describing a table, its cell templates and rows.
        .target(
            name: "AutocellFixtures",
            dependencies: ["AutocellImage", "AutocellLayout", "AutocellTable", "AutocellInterfaceBuilder", .product(name: "Yams", package: "Yams")],
            path: "Sources/Readers/AutocellFixtures"),

        // MARK: Outputs
        // Painting laid-out rows on the text layer's canvas, pages written as PNG, PDF, SVG (no C).
        .target(
            name: "AutocellRender", dependencies: ["AutocellImage", "AutocellDiff", "AutocellTable", "AutocellLayout", "AutocellText"],
            path: "Sources/Outputs/AutocellRender"),
        // Image comparison (what `autocell diff` uses; images only, no Cairo or Pango below it),
        // then references, record modes and failure artifacts for tests (XCTest or Swift
        // Testing), then a strategy for pointfreeco/swift-snapshot-testing's assertSnapshot.
        .target(name: "AutocellDiff", dependencies: ["AutocellImage", "AutocellSource"], path: "Sources/Outputs/AutocellDiff"),
        .target(
            name: "AutocellSnapshot", dependencies: ["AutocellImage", "AutocellDiff", "AutocellRender", "AutocellFixtures", "AutocellTable"],
            path: "Sources/Outputs/AutocellSnapshot"),
        .target(
            name: "AutocellSnapshotTesting",
            dependencies: [
                "AutocellImage", "AutocellSnapshot", "AutocellDiff", "AutocellRender", "AutocellFixtures", "AutocellTable",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            path: "Sources/Outputs/AutocellSnapshotTesting"),
        // Explaining constraint problems: conflicts, fixes checked by re-solving, ambiguity,
        // pictures, and UIKit's own logs read back.
        .target(
            name: "AutocellExplain", dependencies: ["AutocellRender", "AutocellTable", "AutocellLayout", "AutocellSolver", "AutocellText"],
            path: "Sources/Outputs/AutocellExplain"),
        // `autocell inspect`: one self-contained HTML page of a feed's views, constraints and
        // problems, over its rendered rows.
        .target(
            name: "AutocellInspector",
            dependencies: ["AutocellExplain", "AutocellRender", "AutocellTable", "AutocellLayout", "AutocellText", "AutocellSource"],
            path: "Sources/Outputs/AutocellInspector"),

        // MARK: Facades
        // UIKit's layout API (UIView, constraints, anchors, labels, stacks, controls, cells)
        // over the engine, laid out by the table layer and drawn by the render layer, and the
        // `UIKit` module that re-exports it for code written for iOS.
        .target(
            name: "AutocellUIKit",
            dependencies: ["AutocellInterfaceBuilder", "AutocellImage", "AutocellSolver", "AutocellLayout", "AutocellTable", "AutocellText", "AutocellRender", "AutocellInspector", "AutocellSource", "AutocellDiff"],
            path: "Sources/Facades/AutocellUIKit"),
        .target(name: "UIKit", dependencies: ["AutocellUIKit"], path: "Sources/Facades/UIKit"),
        .target(name: "_Testing_UIKit", path: "Sources/Facades/_Testing_UIKit"),
        .target(
            name: "AutocellSnapshotTestingUIKit",
            dependencies: [
                "AutocellUIKit", "AutocellSnapshotTesting", "AutocellSnapshot", "AutocellDiff", "AutocellImage",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            path: "Sources/Facades/AutocellSnapshotTestingUIKit"),

        // MARK: CommandLine
        // The command-line jobs, one type per subcommand.
        .target(
            name: "AutocellCLI",
            dependencies: [
                "AutocellImage",
                "AutocellSolver",
                "AutocellLayout",
                "AutocellFixtures",
                "AutocellTable",
                "AutocellRender",
                "AutocellDiff",
                "AutocellExplain",
                "AutocellInspector",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/CommandLine/AutocellCLI"),
        .executableTarget(name: "autocell", dependencies: ["AutocellCLI", "AutocellSource"], path: "Sources/CommandLine/autocell"),
        .executableTarget(
            name: "autocell-linux-source",
            dependencies: ["AutocellLinuxSource", "AutocellSource", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Sources/CommandLine/autocell-linux-source"),
        // The build-tool plugin that runs autocell-linux-source on a Linux target's iOS sources.
        .plugin(name: "LinuxSource", capability: .buildTool(), dependencies: ["autocell-linux-source"], path: "Plugins/LinuxSource"),

        // MARK: Benchmarks and tests
        .executableTarget(
            name: "solver-bench",
            dependencies: ["AutocellSolver"],
            path: "Benchmarks/SolverBench"
        ),

        .target(name: "BenchmarkSupport", dependencies: ["AutocellFixtures"], path: "Benchmarks/Support"),

        .executableTarget(
            name: "layout-bench",
            dependencies: ["AutocellFixtures", "AutocellLayout", "AutocellTable", "AutocellText", "BenchmarkSupport"],
            path: "Benchmarks/LayoutBench"
        ),

        .executableTarget(
            name: "table-bench",
            dependencies: ["AutocellTable", "AutocellFixtures", "AutocellText", "BenchmarkSupport"],
            path: "Benchmarks/TableBench"
        ),

        .executableTarget(
            name: "uikit-bench",
            dependencies: ["UIKit", "AutocellFixtures", "AutocellLayout", "AutocellTable", "AutocellText"],
            path: "Benchmarks/UIKitBench"
        ),

        .executableTarget(
            name: "render-bench",
            dependencies: ["AutocellImage", "AutocellRender", "AutocellFixtures", "AutocellTable", "BenchmarkSupport"],
            path: "Benchmarks/RenderBench"
        ),

        .executableTarget(
            name: "diff-bench",
            dependencies: ["AutocellImage", "AutocellDiff", "AutocellRender", "AutocellFixtures", "CPango"],
            path: "Benchmarks/DiffBench"
        ),

        // A SnapKit-shaped constraint DSL written as third-party code is (Swift 5 language mode,
        // no actor annotations), and cells written as real apps write them (Swift 5 mode,
        // overrides, target-action, delegates, layers, Swift 4 names), with their tests: both
        // must compile against the UIKit layer without isolation errors.
        .target(
            name: "SnapStyleDSL", dependencies: ["UIKit"], path: "Tests/SnapStyleDSL", swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(
            name: "Swift5CellTests",
            dependencies: ["UIKit", "_Testing_UIKit", "SnapStyleDSL", "AutocellSnapshotTestingUIKit", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            exclude: ["__Snapshots__"], swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "AutocellSourceTests", dependencies: ["AutocellSource"]),
        .testTarget(name: "AutocellLinuxSourceTests", dependencies: ["AutocellLinuxSource"], exclude: ["Fixtures"]),
        // Cells written against UIKit's API only (`import UIKit`), laid out on Linux.
        .testTarget(name: "UIKitCellTests", dependencies: ["UIKit", "_Testing_UIKit", "AutocellUIKit", "AutocellDiff", "AutocellImage"]),
        // The same cells through swift-snapshot-testing's `.image` strategies.
        .testTarget(
            name: "UIKitSnapshotTests",
            dependencies: ["UIKit", "_Testing_UIKit", "AutocellSnapshotTestingUIKit", "AutocellImage", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            exclude: ["__Snapshots__"]),
        // The same cells against their fixture twins (the cells' file is shared).
        .testTarget(
            name: "UIKitParityTests", dependencies: ["UIKit", "_Testing_UIKit", "AutocellImage", "AutocellFixtures", "AutocellTable", "AutocellText", "AutocellExplain", "AutocellLayout"],
            exclude: ["README.md"]),
        .testTarget(name: "AutocellImageTests", dependencies: ["AutocellImage"]),
        .testTarget(name: "AutocellInspectorTests", dependencies: ["AutocellInspector", "AutocellFixtures", "AutocellTable"]),
        .testTarget(name: "AutocellSolverTests", dependencies: ["AutocellSolver"]),
        .testTarget(name: "AutocellTextTests", dependencies: ["AutocellText", "CPango"]),
        .testTarget(name: "AutocellLayoutTests", dependencies: ["AutocellLayout", "AutocellText"]),
        .testTarget(name: "AutocellCLITests", dependencies: ["AutocellCLI", "AutocellExplain", "AutocellRender", "AutocellSolver", "AutocellFixtures", "AutocellLayout", "AutocellText"]),
        .testTarget(name: "AutocellTableTests", dependencies: ["AutocellTable", "AutocellLayout", "AutocellText"]),
        .testTarget(name: "AutocellRenderTests", dependencies: ["AutocellImage", "AutocellRender", "AutocellFixtures", "AutocellTable", "AutocellText"]),
        .testTarget(name: "AutocellFixturesTests", dependencies: ["AutocellFixtures", "AutocellLayout", "AutocellTable", "AutocellText"]),
        .testTarget(
            name: "AutocellExplainTests",
            dependencies: ["AutocellImage", "AutocellExplain", "AutocellSnapshot", "AutocellDiff", "AutocellRender", "AutocellFixtures", "AutocellLayout", "AutocellText"]
        ),
        .testTarget(name: "AutocellDiffTests", dependencies: ["AutocellImage", "AutocellDiff"]),
        .testTarget(
            name: "AutocellSnapshotTests",
            dependencies: ["AutocellImage", "AutocellSnapshot", "AutocellSnapshotTesting", "AutocellDiff", "AutocellRender", "AutocellFixtures", "AutocellTable",
                           .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
