import Foundation
import LayoutGame

/// Where the levels and the player's progress live.
public struct LevelLibrary: Sendable {
    public var directory: URL
    public var progressStore: ProgressStore?

    public init(directory: URL, progressStore: ProgressStore?) {
        self.directory = directory
        self.progressStore = progressStore
    }

    /// `LAYOUTREPL_LEVELS`, else `Levels/` of the package this binary was built from.
    public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment,
                              packageRoot: URL = packageRoot) -> LevelLibrary {
        let directory = environment["LAYOUTREPL_LEVELS"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? packageRoot.appendingPathComponent("Levels")
        return LevelLibrary(directory: directory,
                            progressStore: ProgressStore.defaultFileURL(environment: environment).map(ProgressStore.init))
    }

    /// The checkout this file was compiled in: `swift run` and `scripts/run` work from any directory.
    public static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    public func load() -> LevelSet.Loaded { LevelSet.load(directory: directory) }
}
