// swift-tools-version: 6.1
// A package outside Autocell that depends on it by path, as an app's test package would:
// its cell code says `import UIKit` and compiles on Linux against Autocell's UIKit product.
import PackageDescription

let package = Package(
    name: "ConsumerCells",
    dependencies: [.package(path: "../autocell")],
    targets: [
        .target(
            name: "Cells",
            dependencies: [.product(name: "UIKit", package: "autocell", condition: .when(platforms: [.linux]))]
        ),
        .testTarget(
            name: "CellsTests",
            dependencies: ["Cells", .product(name: "UIKit", package: "autocell", condition: .when(platforms: [.linux]))]
        ),
    ]
)
