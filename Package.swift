// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Autocell",
    products: [
        .library(name: "AutocellSolver", targets: ["AutocellSolver"]),
        .library(name: "AutocellText", targets: ["AutocellText"]),
        .library(name: "AutocellLayout", targets: ["AutocellLayout"]),
        .library(name: "AutocellTable", targets: ["AutocellTable"]),
        .library(name: "AutocellRender", targets: ["AutocellRender"]),
        .library(name: "AutocellFixtures", targets: ["AutocellFixtures"]),
        .executable(name: "autocell", targets: ["autocell"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ],
    targets: [
        // Layer 1: the linear constraint solver. Depends on nothing but the toolchain.
        .target(name: "AutocellSolver"),

        // Layer 2: text measured with Pango (through the CPango system-library module).
        .systemLibrary(
            name: "CPango",
            pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev", "libcairo2-dev", "fonts-wqy-microhei"])]
        ),
        .target(name: "AutocellText", dependencies: ["CPango"]),

        // Layer 3: views, constraints and cell layout the way Auto Layout does it.
        .target(name: "AutocellLayout", dependencies: ["AutocellSolver", "AutocellText"]),

        // Layer 4: the table: rows of cells from templates, accessories, separators, row heights.
        .target(name: "AutocellTable", dependencies: ["AutocellLayout", "AutocellText"]),

        // Layer 5: painting laid-out rows with Cairo (through CPango's module), PNG in and out
        // through zlib.
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .target(name: "AutocellRender", dependencies: ["AutocellTable", "AutocellLayout", "AutocellText", "CPango", "CZlib"]),

        // Feed fixtures: YAML (or JSON) files describing a table, its cell templates and rows.
        .target(
            name: "AutocellFixtures",
            dependencies: ["AutocellLayout", "AutocellTable", .product(name: "Yams", package: "Yams")]
        ),

        // Top layer: the command-line jobs, one type per subcommand.
        .target(
            name: "AutocellCLI",
            dependencies: [
                "AutocellSolver",
                "AutocellLayout",
                "AutocellFixtures",
                "AutocellTable",
                "AutocellRender",
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
            dependencies: ["AutocellCLI", "AutocellFixtures", "AutocellLayout", "AutocellText", "BenchmarkSupport"],
            path: "Benchmarks/LayoutBench"
        ),

        .executableTarget(
            name: "table-bench",
            dependencies: ["AutocellTable", "AutocellFixtures", "AutocellText", "BenchmarkSupport"],
            path: "Benchmarks/TableBench"
        ),

        .executableTarget(
            name: "render-bench",
            dependencies: ["AutocellRender", "AutocellFixtures", "AutocellTable", "BenchmarkSupport"],
            path: "Benchmarks/RenderBench"
        ),

        .testTarget(name: "AutocellSolverTests", dependencies: ["AutocellSolver"]),
        .testTarget(name: "AutocellTextTests", dependencies: ["AutocellText"]),
        .testTarget(name: "AutocellLayoutTests", dependencies: ["AutocellLayout", "AutocellText"]),
        .testTarget(name: "AutocellCLITests", dependencies: ["AutocellCLI", "AutocellSolver", "AutocellFixtures", "AutocellLayout", "AutocellText"]),
        .testTarget(name: "AutocellTableTests", dependencies: ["AutocellTable", "AutocellLayout", "AutocellText"]),
        .testTarget(name: "AutocellRenderTests", dependencies: ["AutocellRender", "AutocellFixtures", "AutocellTable", "AutocellText"]),
        .testTarget(name: "AutocellFixturesTests", dependencies: ["AutocellFixtures", "AutocellLayout"]),
    ],
    swiftLanguageModes: [.v6]
)
