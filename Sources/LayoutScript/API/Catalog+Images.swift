import TextureLayout

extension ScriptAPI {
    /// The size an image of unknown size is laid out at: 44×44 points, the smallest tappable size of Apple's Human
    /// Interface Guidelines and a usual size for the icons and avatars real cells show. The session notes each such
    /// image once.
    public static let defaultImageSize = Size(width: 44, height: 44)

    /// The point size of an SF Symbol without a configuration: 17, the body text style's size, which UIKit's
    /// default symbol configuration follows.
    static let defaultSymbolPointSize: Double = 17

    static let imageTypes: [TypeInfo] = [
        TypeInfo("UIImage",
                 doc: "An image. Its size comes from, in order: the asset folder given with --assets or :assets (the "
                    + "pixel size in the PNG or JPEG divided by the @2x/@3x scale), a size given with :image NAME WxH, "
                    + "a name ending in WxH (\"avatar-40x40\"); an SF Symbol (UIImage(systemName:)) is a square of its "
                    + "configured point size (17 by default), an approximation; any other image is 44×44, with a note.",
                 initializers: [
                    initializer("UIImage", [Parameter("named", .string)], "An image from the app's assets.") {
                        namedImage($0.string(0), in: $0.environment)
                    },
                    initializer("UIImage", [Parameter("named", .string), Parameter("in", .any),
                                            Parameter("compatibleWith", .any)],
                                "An image from a bundle's assets; the bundle and traits are ignored.") {
                        namedImage($0.string(0), in: $0.environment)
                    },
                    initializer("UIImage", [Parameter("named", .string), Parameter("in", .any),
                                            Parameter("with", .any)],
                                "An image from a bundle's assets; the bundle and configuration are ignored.") {
                        namedImage($0.string(0), in: $0.environment)
                    },
                    initializer("UIImage", [Parameter("resource", .any)],
                                "An image from a symbol Xcode generates for each asset (iOS 17, ImageResource): "
                                    + "UIImage(resource: .likes) is the asset named likes, sized as UIImage(named:) is.") {
                        arguments throws(ScriptError) in
                        guard case .unresolvedMember(let name) = arguments[0] else {
                            throw ScriptError("UIImage(resource:) takes a generated asset symbol, such as .likes")
                        }
                        return namedImage(assetName(ofResource: name, in: arguments.environment), in: arguments.environment)
                    },
                    initializer("UIImage", [Parameter("systemName", .string)], "An SF Symbol at 17 pt.") {
                        symbolImage($0.string(0), pointSize: defaultSymbolPointSize, in: $0.environment)
                    },
                    initializer("UIImage", [Parameter("systemName", .string),
                                            Parameter("withConfiguration", .object("UIImage.SymbolConfiguration"))],
                                "An SF Symbol at the configuration's point size.") {
                        symbolImage($0.string(0), pointSize: symbolPointSize($0[1]), in: $0.environment)
                    },
                    initializer("UIImage", [], "An empty image: 0×0.") { _ in .image(name: "", size: .zero) },
                 ] + (["cgImage", "ciImage"] as [String]).flatMap { source in
                    [[Parameter(source, .any)],
                     [Parameter(source, .any), Parameter("scale", .number), Parameter("orientation", .any)]].map {
                        initializer("UIImage", $0, "An image made from a Core Graphics or Core Image one: its size is its "
                                    + "bitmap's, which layout cannot read, so it is one of unknown size.") { _ in
                            .image(name: "UIImage(\(source):)", size: nil)
                        }
                    }
                 } + [
                 ],
                 properties: [Property("size", .size, "—", "The image's size in points, found as :help UIImage says.")],
                 staticMethods: [
                    Callable("UIImage", "as_imageNamed", [Parameter(nil, .string)],
                             doc: "Texture's UIImage category: UIImage(named:) through Texture's image cache.") {
                        .value(namedImage($0.string(0), in: $0.environment))
                    },
                 ] + resizableRoundedImages,
                 valueMethods: [
                    method("UIImage", "withConfiguration", [Parameter(nil, .object("UIImage.SymbolConfiguration"))],
                           "The symbol at the configuration's point size.") { reconfigured($0) },
                    method("UIImage", "applyingSymbolConfiguration", [Parameter(nil, .object("UIImage.SymbolConfiguration"))],
                           "The symbol at the configuration's point size.") { reconfigured($0) },
                    sameImage("withRenderingMode", [Parameter(nil, .anyIgnored("UIImage.RenderingMode"))]),
                    sameImage("withTintColor", [Parameter(nil, .anyIgnored("UIColor"))]),
                    sameImage("withTintColor", [Parameter(nil, .anyIgnored("UIColor")),
                                                Parameter("renderingMode", .anyIgnored("UIImage.RenderingMode"))]),
                    sameImage("resizableImage", [Parameter("withCapInsets", .insets)]),
                    sameImage("resizableImage", [Parameter("withCapInsets", .insets),
                                                 Parameter("resizingMode", .anyIgnored("UIImage.ResizingMode"))]),
                    sameImage("imageFlippedForRightToLeftLayoutDirection", []),
                 ]),
        TypeInfo("UIGraphicsImageRenderer", isReference: true,
                 doc: "Draws an image of a size: the image is that big; what is drawn changes no layout.",
                 initializers: [
                    initializer("UIGraphicsImageRenderer", [Parameter("size", .size)], "A renderer of images this big.") {
                        .object(type: "UIGraphicsImageRenderer", fields: ["size": .size($0.size(0))])
                    },
                    initializer("UIGraphicsImageRenderer", [Parameter("size", .size), Parameter("format", .any)],
                                "A renderer of images this big; the format is accepted.") {
                        .object(type: "UIGraphicsImageRenderer", fields: ["size": .size($0.size(0))])
                    },
                    initializer("UIGraphicsImageRenderer", [Parameter("bounds", .rect)], "A renderer of the rectangle's size.") {
                        .object(type: "UIGraphicsImageRenderer", fields: ["size": .size($0.rect(0).size)])
                    },
                 ],
                 valueMethods: [
                    method("UIGraphicsImageRenderer", "image", [Parameter("actions", .anyIgnored("UIGraphicsImageDrawingActions"))],
                           "The image its drawing makes, as big as the renderer (the drawing is not run).") { arguments in
                        guard case .object(_, let fields) = arguments.receiver, case .size(let size)? = fields["size"] else {
                            return .image(name: "", size: nil)
                        }
                        return .image(name: "", size: size)
                    },
                 ]),
        TypeInfo("Bundle", doc: "The app's bundle. layoutrepl's images come from --assets or :assets, whatever the bundle.",
                 initializers: [
                    initializer("Bundle", [Parameter("for", .any)], "The bundle of a class (a pod's resources).") { _ in
                        .object(type: "Bundle", fields: [:])
                    },
                 ] + (["url", "path", "identifier"] as [String]).map { label in
                    initializer("Bundle", [Parameter(label, .any)], "A bundle found by its \(label).") { _ in
                        .object(type: "Bundle", fields: [:])
                    }
                 },
                 staticValues: [StaticValue(name: "main", value: .object(type: "Bundle", fields: [:]),
                                            doc: "The app's main bundle.")],
                 valueMethods: [
                    [Parameter("forResource", .any), Parameter("withExtension", .any)],
                    [Parameter("forResource", .any), Parameter("ofType", .any)],
                 ].flatMap { parameters in
                    ["url", "path"].map { name in
                        method("Bundle", name, parameters, "nil: layoutrepl reads no bundle resources.") { _ in .null }
                    }
                 }),
        TypeInfo("UIImage.SymbolConfiguration",
                 doc: "How an SF Symbol is drawn. Only the point size changes layout: the symbol is taken as a square "
                    + "of that size (an approximation: real symbols vary in width). The scale and weight are accepted.",
                 initializers: [
                    symbolConfiguration([Parameter("pointSize", .number)]) { $0.number(0) },
                    symbolConfiguration([Parameter("pointSize", .number), Parameter("weight", .anyIgnored("UIImage.SymbolWeight"))]) {
                        $0.number(0)
                    },
                    symbolConfiguration([Parameter("pointSize", .number), Parameter("weight", .anyIgnored("UIImage.SymbolWeight")),
                                         Parameter("scale", .anyIgnored("UIImage.SymbolScale"))]) { $0.number(0) },
                    symbolConfiguration([Parameter("font", .font)]) {
                        if case .font(let size) = $0[0] { return size }
                        return defaultSymbolPointSize
                    },
                    symbolConfiguration([Parameter("textStyle", .enumeration("UIFont.TextStyle"))]) { textStyleSize($0[0]) },
                    symbolConfiguration([Parameter("textStyle", .enumeration("UIFont.TextStyle")),
                                         Parameter("scale", .anyIgnored("UIImage.SymbolScale"))]) { textStyleSize($0[0]) },
                    symbolConfiguration([Parameter("weight", .anyIgnored("UIImage.SymbolWeight"))], setsSize: false) { _ in
                        defaultSymbolPointSize
                    },
                    symbolConfiguration([Parameter("scale", .anyIgnored("UIImage.SymbolScale"))], setsSize: false) { _ in
                        defaultSymbolPointSize
                    },
                 ] + ["hierarchicalColor", "paletteColors", "variableValue"].map { colouring in
                    // iOS 15's colourings draw differently and do not change a symbol's size.
                    symbolConfiguration([Parameter(colouring, .anyIgnored("a symbol colouring"))], setsSize: false) { _ in
                        defaultSymbolPointSize
                    }
                 } + [
                    symbolConfiguration([], setsSize: false) { _ in defaultSymbolPointSize },
                 ],
                 properties: [Property("pointSize", .number, "17", "The symbol's point size.")],
                 staticMethods: ["configurationPreferringMulticolor", "preferringMulticolor", "preferringMonochrome"].map { name in
                    value("UIImage.SymbolConfiguration", name, [], "A colouring, which does not change a symbol's size.") { _ in
                        .object(type: "UIImage.SymbolConfiguration",
                                fields: ["pointSize": .number(defaultSymbolPointSize), "setsSize": .bool(false)])
                    }
                 },
                 valueMethods: [
                    method("UIImage.SymbolConfiguration", "applying", [Parameter(nil, .object("UIImage.SymbolConfiguration"))],
                           "This configuration with another's values over it: its point size where it sets one.") {
                        arguments in
                        guard case .object(let type, var fields) = arguments.receiver,
                              case .object(_, let other) = arguments[0], other["setsSize"] != .bool(false) else {
                            return arguments.receiver
                        }
                        fields["pointSize"] = other["pointSize"]
                        fields["setsSize"] = .bool(true)
                        return .object(type: type, fields: fields)
                    },
                 ]),
    ]

    /// Texture's `as_resizableRoundedImageWithCornerRadius:…` (UIImage+ASConvenience.mm): a resizable image of
    /// `cornerRadius * 2 + 1` points square, the size an image node takes from it. Every form, with its colours,
    /// border, corners, scale and trait collection, which only change how it is drawn.
    private static let resizableRoundedImages: [Callable] = {
        let radius = Parameter("withCornerRadius", .number)
        let colours = [Parameter("cornerColor", .anyIgnored("UIColor?")), Parameter("fill", .anyIgnored("UIColor"))]
        let border = [Parameter("borderColor", .anyIgnored("UIColor?")), Parameter("borderWidth", .number)]
        let cornersAndScale = [Parameter("roundedCorners", .anyIgnored("UIRectCorner")), Parameter("scale", .number)]
        let traits = [Parameter("traitCollection", .anyIgnored("ASPrimitiveTraitCollection"))]
        let forms: [[Parameter]] = [
            [radius] + colours, [radius] + colours + traits, [radius] + colours + border,
            [radius] + colours + border + traits, [radius] + colours + border + cornersAndScale,
            [radius] + colours + border + cornersAndScale + traits,
        ]
        return forms.map { parameters in
            Callable("UIImage", "as_resizableRoundedImage", parameters,
                     doc: "Texture's flat rounded-corner image: (2 × radius + 1) points square, stretched where drawn.") {
                let side = $0.number(0) * 2 + 1
                return .value(.image(name: "", size: Size(width: side, height: side)))
            }
        }
    }()

    /// `UIImage(named:)` and `#imageLiteral(resourceName:)`: the size from the asset folder, then from `:image`,
    /// then from a name ending in WxH; nil (laid out at ``defaultImageSize``, with a note) otherwise.
    static func namedImage(_ name: String, in environment: ScriptEnvironment) -> ScriptValue {
        .image(name: name, size: knownSize(ofImage: name, in: environment) ?? imageSize(ofNamed: name))
    }

    /// The asset an `ImageResource` case stands for: Xcode names the case after the asset in lower camel case
    /// (`likes-icon` and `likes_icon` are `.likesIcon`), so an asset or `:image` name with that spelling is the one;
    /// otherwise the case name itself.
    static func assetName(ofResource symbol: String, in environment: ScriptEnvironment) -> String {
        let known = Set(environment.assetImageSizes.keys).union(environment.userImageSizes.keys)
        if known.contains(symbol) { return symbol }
        return known.sorted().first { generatedSymbol(forAsset: $0) == symbol } ?? symbol
    }

    /// An asset name in lower camel case, its words split at anything but letters and digits.
    private static func generatedSymbol(forAsset name: String) -> String {
        let words = name.split { !($0.isLetter || $0.isNumber) }
        guard let first = words.first else { return name }
        let firstWord = first.prefix(1).lowercased() + first.dropFirst()
        return words.dropFirst().reduce(firstWord) { $0 + $1.prefix(1).uppercased() + $1.dropFirst() }
    }

    /// `UIImage(systemName:)`: a symbol the asset folder or `:image` sizes has that size, else it is a square of
    /// its point size.
    private static func symbolImage(_ name: String, pointSize: Double, in environment: ScriptEnvironment) -> ScriptValue {
        .image(name: name, size: knownSize(ofImage: name, in: environment) ?? Size(width: pointSize, height: pointSize))
    }

    private static func knownSize(ofImage name: String, in environment: ScriptEnvironment) -> Size? {
        environment.assetImageSizes[name] ?? environment.userImageSizes[name]
    }

    /// The size in an image name that ends in `WxH` (`"avatar-40x40"` is 40×40), or in `WxH_` as the names of
    /// images taken from a built app's asset file do (`"ScanBook_35x35_"`), nil otherwise.
    public static func imageSize(ofNamed name: String) -> Size? {
        let name = name.hasSuffix("_") ? String(name.dropLast()) : name
        let tail = name.reversed().prefix { $0.isASCII && ($0.isNumber || $0 == "x" || $0 == ".") }
        let parts = String(tail.reversed()).split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
              width.isFinite, height.isFinite else { return nil }
        return Size(width: width, height: height)
    }

    /// `setsSize` is false for a configuration made without a size (of a weight or scale alone), whose point size
    /// `applying(_:)` does not carry over.
    private static func symbolConfiguration(_ parameters: [Parameter], setsSize: Bool = true,
                                            _ pointSize: @escaping @Sendable (Arguments) -> Double) -> Callable {
        initializer("UIImage.SymbolConfiguration", parameters, "A symbol configuration.") {
            .object(type: "UIImage.SymbolConfiguration",
                    fields: ["pointSize": .number(pointSize($0)), "setsSize": .bool(setsSize)])
        }
    }

    private static func symbolPointSize(_ configuration: ScriptValue) -> Double {
        if case .object(_, let fields) = configuration, case .number(let size)? = fields["pointSize"] { return size }
        return defaultSymbolPointSize
    }

    /// The receiver re-sized by a symbol configuration (an image whose size the assets or `:image` give keeps it).
    private static func reconfigured(_ arguments: Arguments) -> ScriptValue {
        guard case .image(let name, _) = arguments.receiver else { return arguments.receiver }
        return symbolImage(name, pointSize: symbolPointSize(arguments[0]), in: arguments.environment)
    }

    /// A method that returns the same image drawn differently.
    private static func sameImage(_ name: String, _ parameters: [Parameter]) -> Callable {
        method("UIImage", name, parameters, "The same image, drawn differently; its size does not change.") { $0.receiver }
    }
}
