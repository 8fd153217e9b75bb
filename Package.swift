// swift-tools-version:6.0
import PackageDescription

// Arrows point one way: the executable wires the shell to readline; the shell uses the game, the renderer and
// the interpreter; the game uses the interpreter; everything rests on the engine, which depends on nothing.
// The engine and the renderer do the work of every statement; optimizing just these two in the debug build that
// `scripts/run` starts makes a statement several times faster for about 3 s more on a first build (BENCHMARKS.md).
let optimizedInDebug: [SwiftSetting] = [.unsafeFlags(["-O"], .when(configuration: .debug))]

let package = Package(
    name: "layoutrepl",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "layoutrepl", targets: ["layoutrepl"]),
        .executable(name: "layoutbench", targets: ["LayoutBenchmarks"]),
        .executable(name: "shellbench", targets: ["ShellBenchmarks"]),
        .library(name: "TextureLayout", targets: ["TextureLayout"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        // Texture's layout engine: standard library only, no I/O.
        .target(name: "TextureLayout", swiftSettings: optimizedInDebug),
        // The Swift subset of layoutSpecThatFits bodies, parsed by swift-syntax and evaluated into a LayoutTree.
        .target(
            name: "LayoutScript",
            dependencies: [
                "TextureLayout",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
            ]),
        // Box drawings, frames tables, JSON, SVG and explanations of a solved layout: text in, text out.
        .target(name: "LayoutRender", dependencies: ["TextureLayout"], swiftSettings: optimizedInDebug),
        // Levels, checking a player's layout against a level's target, progress.
        .target(
            name: "LayoutGame",
            dependencies: [
                "TextureLayout", "LayoutScript",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]),
        // GNU readline (Debian: libreadline-dev), linked without pkg-config.
        .systemLibrary(name: "CReadline", path: "Sources/CReadline"),
        .target(name: "LineEditor", dependencies: ["CReadline"]),
        // The REPL without a terminal: entries in, text out; commands, completion, undo, journal.
        .target(name: "LayoutShell", dependencies: ["TextureLayout", "LayoutScript", "LayoutRender", "LayoutGame"]),
        .executableTarget(
            name: "layoutrepl",
            dependencies: [
                "LayoutShell", "LineEditor",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .executableTarget(name: "LayoutBenchmarks", dependencies: ["TextureLayout"]),
        .executableTarget(name: "ShellBenchmarks", dependencies: ["LayoutShell", "LayoutRender", "TextureLayout"]),

        .testTarget(
            name: "TextureLayoutTests",
            dependencies: [
                "TextureLayout",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]),
        .testTarget(
            name: "LayoutScriptTests",
            dependencies: [
                "LayoutScript", "TextureLayout",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]),
        .testTarget(
            name: "LayoutRenderTests",
            dependencies: [
                "LayoutRender", "TextureLayout",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]),
        .testTarget(name: "LayoutGameTests", dependencies: ["LayoutGame", "LayoutScript", "TextureLayout"]),
        .testTarget(name: "LineEditorTests", dependencies: ["LineEditor"]),
        .testTarget(
            name: "LayoutShellTests",
            dependencies: [
                "LayoutShell", "layoutrepl",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["__Snapshots__"]),
    ]
)
