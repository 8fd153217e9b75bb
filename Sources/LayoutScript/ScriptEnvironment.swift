import TextureLayout

/// Where a session lays out, as UIKit code reads it: the container (`constrainedSize`), the screen
/// (`UIScreen.main`), and the sizes of the app's images. The shell fills it in (`:size`, `:scale`, `:assets`,
/// `:image`); the interpreter only reads it, so evaluation does no I/O.
public struct ScriptEnvironment: Hashable, Sendable {
    /// The container's size range: what `constrainedSize` is inside a spec function.
    public var container: SizeRange
    /// The screen scale (`UIScreen.main.scale`), 2 for an iPhone 8 / SE.
    public var screenScale: Double
    /// Image sizes in points read from the asset folder given with `--assets` or `:assets`, by image name.
    public var assetImageSizes: [String: Size]
    /// Image sizes in points the user gave with `:image NAME WxH`, by image name.
    public var userImageSizes: [String: Size]
    /// What `safeAreaInsets` reads, on every node and on the app's windows: zero unless the shell sets it
    /// (`:safe-area`).
    public var safeAreaInsets: EdgeInsets
    /// The module name Swift prints before the name of a class instance without a description (`main.FeedStore`).
    public var moduleName: String

    public init(container: SizeRange = SizeRange(min: .zero, max: Size(width: 375, height: .infinity)),
                screenScale: Double = 2, assetImageSizes: [String: Size] = [:], userImageSizes: [String: Size] = [:],
                safeAreaInsets: EdgeInsets = .zero, moduleName: String = "main") {
        self.container = container
        self.screenScale = screenScale
        self.assetImageSizes = assetImageSizes
        self.userImageSizes = userImageSizes
        self.safeAreaInsets = safeAreaInsets
        self.moduleName = moduleName
    }

    /// The screen size of the device the default container stands for: an iPhone 8 / SE (2nd generation) is
    /// 375×667 points (Apple's Human Interface Guidelines, "Layout": device screen sizes).
    public static let deviceScreen = Size(width: 375, height: 667)

    /// `UIScreen.main.bounds`: as wide as the container (its largest width when bounded, else its smallest when
    /// that is not zero, else the device's 375), as tall as the container when its height is bounded, else the
    /// device's 667.
    public var screenBounds: Rect {
        let width = container.max.width.isFinite ? container.max.width
            : (container.min.width > 0 ? container.min.width : Self.deviceScreen.width)
        let height = container.max.height.isFinite ? container.max.height : Self.deviceScreen.height
        return Rect(x: 0, y: 0, width: width, height: height)
    }
}
