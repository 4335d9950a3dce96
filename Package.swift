// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Autocell",
    products: [
        .library(name: "AutocellSource", targets: ["AutocellSource"]),
        .library(name: "AutocellImage", targets: ["AutocellImage"]),
        .library(name: "AutocellSolver", targets: ["AutocellSolver"]),
        .library(name: "AutocellText", targets: ["AutocellText"]),
        .library(name: "AutocellLayout", targets: ["AutocellLayout"]),
        .library(name: "AutocellTable", targets: ["AutocellTable"]),
        .library(name: "AutocellRender", targets: ["AutocellRender"]),
        .library(name: "AutocellFixtures", targets: ["AutocellFixtures"]),
        .library(name: "AutocellDiff", targets: ["AutocellDiff"]),
        .library(name: "AutocellSnapshot", targets: ["AutocellSnapshot"]),
        .library(name: "AutocellSnapshotTesting", targets: ["AutocellSnapshotTesting"]),
        .library(name: "AutocellExplain", targets: ["AutocellExplain"]),
        .library(name: "AutocellUIKit", targets: ["AutocellUIKit"]),
        .library(name: "AutocellInterfaceBuilder", targets: ["AutocellInterfaceBuilder"]),
        // `import UIKit` on Linux: depend on this product with `condition: .when(platforms: [.linux])`.
        .library(name: "UIKit", targets: ["UIKit", "_Testing_UIKit"]),
        // swift-snapshot-testing's `.image` strategies for views, on Linux.
        .library(name: "AutocellSnapshotTestingUIKit", targets: ["AutocellSnapshotTestingUIKit"]),
        .executable(name: "autocell", targets: ["autocell"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        // Images in memory and PNG files in and out through libspng. Depends on nothing else of
        // Autocell's, so the differ can be used without Cairo, Pango or the layout engine.
        // (zlib directly too: the fast page writer's CRC-32 and Adler-32.)
        .systemLibrary(name: "CSpng", pkgConfig: "spng", providers: [.apt(["libspng-dev"])]),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .target(name: "AutocellImage", dependencies: ["AutocellSource", "CSpng", "CZlib"]),

        // Layer 1: the linear constraint solver. Depends on nothing but the toolchain.
        // Core: files in (text, bounded binary reads) and out (AtomicFile: temporary and
        // rename), the error kinds every layer's errors carry (FailureKind), located errors,
        // the one scanner, JSON, the number formatter. Links nothing but Foundation.
        .target(name: "AutocellSource"),

        .target(name: "AutocellSolver", dependencies: ["AutocellSource"]),

        // Layer 2: text measured with Pango (through the CPango system-library module).
        .systemLibrary(
            name: "CPango",
            pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev", "libcairo2-dev", "fonts-wqy-microhei", "fonts-inter", "fonts-noto-core", "fonts-noto-color-emoji"])]
        ),
        .target(name: "AutocellText", dependencies: ["AutocellSource", "CPango"]),

        // Layer 3: views, constraints and cell layout the way Auto Layout does it.
        .target(name: "AutocellLayout", dependencies: ["AutocellSolver", "AutocellText"]),

        // Layer 4: the table: rows of cells from templates, accessories, separators, row heights.
        .target(name: "AutocellTable", dependencies: ["AutocellLayout", "AutocellText"]),

        // Layer 5: painting laid-out rows with Cairo (through CPango's module), pages written as
        // PNG through AutocellImage.
        .target(name: "AutocellRender", dependencies: ["AutocellImage", "AutocellTable", "AutocellLayout", "AutocellText", "CPango"]),

        // Feed fixtures: YAML (or JSON) files describing a table, its cell templates and rows.
        .target(
            name: "AutocellFixtures",
            dependencies: ["AutocellImage", "AutocellLayout", "AutocellTable", "AutocellInterfaceBuilder", .product(name: "Yams", package: "Yams")]
        ),

        // Layer 6: snapshot testing. Image comparison first (what `autocell diff` uses; images
        // only, no Cairo or Pango below it), then references, record modes and failure
        // artifacts for tests (XCTest or Swift
        // Testing), then a strategy for pointfreeco/swift-snapshot-testing's assertSnapshot.
        .target(name: "AutocellDiff", dependencies: ["AutocellImage"]),
        .target(name: "AutocellSnapshot", dependencies: ["AutocellImage", "AutocellDiff", "AutocellRender", "AutocellFixtures", "AutocellTable"]),
        .target(
            name: "AutocellSnapshotTesting",
            dependencies: [
                "AutocellImage", "AutocellSnapshot", "AutocellDiff", "AutocellRender", "AutocellFixtures", "AutocellTable",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),

        // Layer 7: explaining constraint problems: conflicts, fixes checked by re-solving,
        // ambiguity, pictures, and UIKit's own logs read back.
        .target(name: "AutocellExplain", dependencies: ["AutocellRender", "AutocellTable", "AutocellLayout", "AutocellText"]),

        // UIKit's layout API (UIView, constraints, anchors, labels, stacks, controls, cells)
        // over the engine, and the `UIKit` module that re-exports it for code written for iOS.
        .target(name: "AutocellUIKit", dependencies: ["AutocellInterfaceBuilder", "AutocellImage", "AutocellSolver", "AutocellLayout", "AutocellTable", "AutocellText", "AutocellRender"]),
        .target(name: "UIKit", dependencies: ["AutocellUIKit"]),
        .target(name: "_Testing_UIKit"),
        .target(
            name: "AutocellSnapshotTestingUIKit",
            dependencies: [
                "AutocellUIKit", "AutocellSnapshotTesting", "AutocellSnapshot", "AutocellDiff", "AutocellImage",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),

        // Interface Builder files (.xib, .storyboard) read as cell templates.
        .target(name: "AutocellInterfaceBuilder", dependencies: ["AutocellImage", "AutocellSource", "AutocellLayout", "AutocellTable", "AutocellText"]),

        // Top layer: the command-line jobs, one type per subcommand.
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
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "autocell", dependencies: ["AutocellCLI"]),

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

        .testTarget(name: "AutocellSourceTests", dependencies: ["AutocellSource"]),
        // Cells written against UIKit's API only (`import UIKit`), laid out on Linux.
        .testTarget(name: "UIKitCellTests", dependencies: ["UIKit", "_Testing_UIKit"]),
        // The same cells through swift-snapshot-testing's `.image` strategies.
        .testTarget(
            name: "UIKitSnapshotTests",
            dependencies: ["UIKit", "_Testing_UIKit", "AutocellSnapshotTestingUIKit", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            exclude: ["__Snapshots__"]),
        // The same cells against their fixture twins (the cells' file is shared).
        .testTarget(
            name: "UIKitParityTests", dependencies: ["UIKit", "_Testing_UIKit", "AutocellImage", "AutocellFixtures", "AutocellTable", "AutocellText", "AutocellExplain", "AutocellLayout"],
            exclude: ["README.md"]),
        .testTarget(name: "AutocellImageTests", dependencies: ["AutocellImage"]),
        .testTarget(name: "AutocellSolverTests", dependencies: ["AutocellSolver"]),
        .testTarget(name: "AutocellTextTests", dependencies: ["AutocellText", "CPango"]),
        .testTarget(name: "AutocellLayoutTests", dependencies: ["AutocellLayout", "AutocellText"]),
        .testTarget(name: "AutocellCLITests", dependencies: ["AutocellCLI", "AutocellExplain", "AutocellRender", "AutocellSolver", "AutocellFixtures", "AutocellLayout", "AutocellText"]),
        .testTarget(name: "AutocellTableTests", dependencies: ["AutocellTable", "AutocellLayout", "AutocellText"]),
        .testTarget(name: "AutocellRenderTests", dependencies: ["AutocellImage", "AutocellRender", "AutocellFixtures", "AutocellTable", "AutocellText"]),
        .testTarget(name: "AutocellFixturesTests", dependencies: ["AutocellFixtures", "AutocellLayout"]),
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
