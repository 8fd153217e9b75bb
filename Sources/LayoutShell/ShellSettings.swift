import LayoutGame
import LayoutRender
import LayoutScript
import TextureLayout

/// What the shell lays out in and how it draws: settable with `:size`, `:scale`, `:zoom` and `:mode`.
public struct ShellSettings: Sendable {
    /// The container's size range, `constrainedSize` inside spec functions.
    public var range = ContainerRange.sandboxDefault
    /// The screen scale frames are rounded to (Texture rounds to device pixels); 2 is an iPhone 8 / SE.
    public var scale: Double = 2
    /// What `safeAreaInsets` reads in the statements run from now on (`:safe-area`); zero by default.
    public var safeArea: EdgeInsets = .zero
    /// Points per terminal column; nil fits the drawing to the terminal width.
    public var zoom: Double?
    public var mode: DrawingOptions.Mode = .proportional
    public var columns = 80
    /// The terminal's height in lines; nil where it is unknown (output to a pipe or a file).
    public var rows: Int?
    /// The most rows a drawing may take; nil leaves it the renderer's default. The game sets it so that its drawings
    /// fit the terminal's height (see `levelDrawingRows`).
    var drawingRows: Int?
    public var color = false
    /// Whether a batch run's notes are fitted to ``columns``: on when a person reads them in a terminal, off where a
    /// tool reads them line by line.
    public var fitsBatchNotes = false
    public var unicode = true
    /// How a level shows target and current: drawings side by side, or frame tables only.
    public var levelView: LevelView = .drawing
    /// The asset folder `--assets` or `:assets` named, and the image sizes in points read from it.
    public var assets: AssetFolder?
    /// Image sizes in points given with `:image NAME WxH`.
    public var imageSizes: [String: Size] = [:]
    /// The module the code runs in, which Swift prints before a class's name: `run FILE` names it after the file, as
    /// `swiftc FILE` does.
    public var moduleName = "main"

    /// What the interpreter reads of these settings: the container, the screen scale, the image sizes and the module.
    public var environment: ScriptEnvironment {
        ScriptEnvironment(container: range, screenScale: scale, assetImageSizes: assets?.sizes ?? [:],
                          userImageSizes: imageSizes, moduleName: moduleName)
    }

    public enum LevelView: Sendable {
        case drawing, table
    }

    public init() {}

    func drawingOptions(highlighted: Set<ElementID> = []) -> DrawingOptions {
        var options = DrawingOptions()
        options.columns = columns
        if let drawingRows { options.maxRows = drawingRows }
        options.charset = unicode ? .unicode : .ascii
        options.color = color
        options.mode = mode
        options.zoom = zoom
        options.highlighted = highlighted
        return options
    }
}
