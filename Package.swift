// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "layoutrepl",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "TextureLayout", targets: ["TextureLayout"]),
        .executable(name: "layoutbench", targets: ["LayoutBenchmarks"]),
    ],
    dependencies: [
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        // Texture's layout engine: standard library only, no I/O.
        .target(name: "TextureLayout"),
        .executableTarget(name: "LayoutBenchmarks", dependencies: ["TextureLayout"]),
        .testTarget(
            name: "TextureLayoutTests",
            dependencies: [
                "TextureLayout",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]),
    ]
)
