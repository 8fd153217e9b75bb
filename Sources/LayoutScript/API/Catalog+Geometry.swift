import Foundation
import TextureLayout

extension ScriptAPI {
    // MARK: Core Graphics and UIKit geometry

    /// `CGSize`, `CGPoint`, `CGRect` and `UIEdgeInsets` with the members layout code reads, plus the screen and
    /// the application's windows.
    static let geometryTypes: [TypeInfo] = [
        TypeInfo("CGSize", doc: "A width and a height in points.",
                 initializers: [initializer("CGSize", numbers(["width", "height"]), "A size.") {
                     .size(Size(width: $0.number(0), height: $0.number(1)))
                 }, initializer("CGSize", [], "0×0, as Swift's zero-initializer of the C struct.") { _ in .size(.zero) }],
                 properties: [Property("width", .number, "0", "The width in points."),
                              Property("height", .number, "0", "The height in points.")],
                 staticValues: [StaticValue(name: "zero", value: .size(.zero), doc: "0×0.")]),
        TypeInfo("CGPoint", doc: "A position in points.",
                 initializers: [initializer("CGPoint", numbers(["x", "y"]), "A point.") {
                     .point(Point(x: $0.number(0), y: $0.number(1)))
                 }, initializer("CGPoint", [], "The origin, as Swift's zero-initializer of the C struct.") { _ in .point(.zero) }],
                 properties: [Property("x", .number, "0", "Points from the left."),
                              Property("y", .number, "0", "Points from the top.")],
                 staticValues: [StaticValue(name: "zero", value: .point(.zero), doc: "The origin.")]),
        TypeInfo("CGRect", doc: "An origin and a size.",
                 initializers: [
                    initializer("CGRect", numbers(["x", "y", "width", "height"]), "A rectangle.") {
                        .rect(Rect(x: $0.number(0), y: $0.number(1), width: $0.number(2), height: $0.number(3)))
                    },
                    initializer("CGRect", [Parameter("origin", .point), Parameter("size", .size)],
                                "A rectangle from its corner and size.") {
                        .rect(Rect(origin: $0.point(0), size: $0.size(1)))
                    },
                    initializer("CGRect", [], "CGRect.zero, as Swift's zero-initializer of the C struct.") { _ in
                        .rect(Rect(x: 0, y: 0, width: 0, height: 0))
                    },
                 ],
                 properties: [Property("origin", .point, "CGPoint.zero", "The top-left corner."),
                              Property("size", .size, "CGSize.zero", "The width and height.")]
                    + ["width", "height", "minX", "midX", "maxX", "minY", "midY", "maxY"].map {
                        Property($0, .number, "0", "CGRect.\($0) of the standardized rectangle (read only).")
                    }
                    + [Property("isEmpty", .bool, "true", "No area: a zero width or height, or the null rectangle."),
                       Property("isNull", .bool, "false", "CGRect.null, as insetting past empty gives."),
                       Property("isInfinite", .bool, "false", "Whether its width or height is infinite."),
                       Property("standardized", .rect, "—", "The same rectangle with a non-negative width and height."),
                       Property("integral", .rect, "—",
                                "The smallest rectangle of whole points around it (its corners rounded outward).")],
                 staticValues: [StaticValue(name: "zero", value: .rect(Rect(x: 0, y: 0, width: 0, height: 0)),
                                            doc: "An empty rectangle at the origin."),
                                StaticValue(name: "null", value: .rect(nullRect),
                                            doc: "The rectangle of no point: at infinity, 0×0.")],
                 valueMethods: [
                    method("CGRect", "insetBy", numbers(["dx", "dy"]),
                           "The rectangle shrunk by dx on the left and right and dy at the top and bottom "
                            + "(negative values grow it); CGRect.null when that leaves a negative size, as CGRectInset.") {
                        .rect(insetBy($0.receiverRect, dx: $0.number(0), dy: $0.number(1)))
                    },
                    method("CGRect", "inset", [Parameter("by", .insets)],
                           "The rectangle less the insets on each side, as UIEdgeInsetsInsetRect.") {
                        .rect(inset($0.receiverRect, by: $0.insets(0)))
                    },
                    method("CGRect", "intersects", [Parameter(nil, .rect)],
                           "Whether the two share a point, an edge or a corner (their intersection is not null).") {
                        .bool(!isNull(intersection($0.receiverRect, $0.rect(0))))
                    },
                    method("CGRect", "intersection", [Parameter(nil, .rect)],
                           "What the two have in common; CGRect.null when they do not meet.") {
                        .rect(intersection($0.receiverRect, $0.rect(0)))
                    },
                    method("CGRect", "union", [Parameter(nil, .rect)], "The smallest rectangle around both.") {
                        .rect(union($0.receiverRect, $0.rect(0)))
                    },
                    method("CGRect", "contains", [Parameter(nil, .point)],
                           "Whether the point is inside: its left and top edges count, its right and bottom ones do not.") {
                        let rect = standardized($0.receiverRect), point = $0.point(0)
                        return .bool(!isNull(rect) && point.x >= rect.minX && point.x < rect.maxX
                                     && point.y >= rect.minY && point.y < rect.maxY)
                    },
                    method("CGRect", "contains", [Parameter(nil, .rect)], "Whether the other rectangle lies inside it.") {
                        .bool(union($0.receiverRect, $0.rect(0)) == standardized($0.receiverRect))
                    },
                    method("CGRect", "divided", [Parameter("atDistance", .number), Parameter("from", .enumeration("CGRectEdge"))],
                           "The slice of the given width or height from that edge, and the remainder.") {
                        guard case .enumCase(_, let edge) = $0[1] else { return .void }
                        let (slice, remainder) = divided($0.receiverRect, atDistance: $0.number(0), from: edge)
                        return .tuple(labels: ["slice", "remainder"], parts: [.rect(slice), .rect(remainder)])
                    },
                    method("CGRect", "offsetBy", numbers(["dx", "dy"]), "The rectangle moved by dx and dy.") {
                        .rect(Rect(x: $0.receiverRect.minX + $0.number(0), y: $0.receiverRect.minY + $0.number(1),
                                   width: $0.receiverRect.size.width, height: $0.receiverRect.size.height))
                    },
                 ]),
        TypeInfo("UIEdgeInsets", doc: "Space on the four sides of something, in points.",
                 initializers: [initializer("UIEdgeInsets", numbers(["top", "left", "bottom", "right"]), "Four insets.") {
                     .insets(EdgeInsets(top: $0.number(0), left: $0.number(1), bottom: $0.number(2), right: $0.number(3)))
                 }, initializer("UIEdgeInsets", [], "No insets, as Swift's zero-initializer of the C struct.") { _ in
                     .insets(.zero)
                 }],
                 properties: ["top", "left", "bottom", "right"].map {
                     Property($0, .number, "0", "The inset on the \($0) side.")
                 },
                 staticValues: [StaticValue(name: "zero", value: .insets(.zero), doc: "No insets.")]),
        TypeInfo("NSDirectionalEdgeInsets",
                 doc: "Insets by leading and trailing edge. layoutrepl lays out left to right, so leading is left.",
                 initializers: [initializer("NSDirectionalEdgeInsets", numbers(["top", "leading", "bottom", "trailing"]),
                                            "Four insets; leading is the left side.") {
                     .insets(EdgeInsets(top: $0.number(0), left: $0.number(1), bottom: $0.number(2), right: $0.number(3)))
                 }],
                 staticValues: [StaticValue(name: "zero", value: .insets(.zero), doc: "No insets.")]),
        TypeInfo("UIScreen",
                 doc: "The screen. layoutrepl's screen is the session's container at the session's scale: "
                    + "UIScreen.main.bounds is as wide as the container and as tall as its bounded height, or 667 pt "
                    + "(an iPhone 8 / SE) when the height is unbounded; scale and nativeScale are :scale.",
                 properties: [
                    Property("bounds", .rect, "—", "The container's width and height (667 pt when unbounded)."),
                    Property("nativeBounds", .rect, "—", "bounds in pixels: bounds times the scale."),
                    Property("scale", .number, "2", "The session's screen scale (:scale)."),
                    Property("nativeScale", .number, "2", "The session's screen scale (:scale)."),
                    Property("traitCollection", .object("UITraitCollection"), "—", "UITraitCollection.current."),
                 ],
                 staticValues: [StaticValue(name: "main", doc: "The screen layoutrepl lays out on.") {
                     .object(type: "UIScreen", fields: screenFields(in: $0))
                 }]),
        TypeInfo("UIDevice", doc: "The device: an iPhone, as the default container (a table cell on an iPhone 8 / SE) is.",
                 properties: [
                    Property("userInterfaceIdiom", .enumeration("UIUserInterfaceIdiom"), ".phone", "Always .phone."),
                    Property("model", .string, "\"iPhone\"", "Always \"iPhone\"."),
                 ],
                 staticValues: [StaticValue(name: "current", value: .object(type: "UIDevice", fields: [
                    "userInterfaceIdiom": .enumCase(type: "UIUserInterfaceIdiom", name: "phone"), "model": .string("iPhone"),
                 ]), doc: "The device layoutrepl lays out for.")]),
        traitCollectionType("UITraitCollection",
                            initializers: singleTraitInitializers,
                            staticValues: [StaticValue(name: "current", doc: "The traits layoutrepl lays out with.") {
                                traits(of: "UITraitCollection", in: $0)
                            }]),
        // Texture's own copies of the traits, which a node's asyncTraitCollection() and primitiveTraitCollection() give.
        traitCollectionType("ASTraitCollection"),
        traitCollectionType("ASPrimitiveTraitCollection"),
        TypeInfo("UIAccessibility", doc: "The user's accessibility settings: all off, as on a new iPhone.",
                 staticValues: accessibilitySettings.map { name in
                    StaticValue(name: name, value: .bool(false), doc: "Off, as on a new iPhone.")
                 }),
        TypeInfo("UIWindow", doc: "An app window: its bounds are the screen's and its safe area is the session's (:safe-area, zero by default).",
                 properties: [
                    Property("safeAreaInsets", .insets, "UIEdgeInsets.zero",
                             "The session's safe area (:safe-area): zero by default, as layoutrepl's container is a table cell, inside the safe area already."),
                    Property("bounds", .rect, "—", "UIScreen.main.bounds."),
                    Property("frame", .rect, "—", "UIScreen.main.bounds."),
                    Property("isKeyWindow", .bool, "true", "The one window is the key window."),
                    Property("windowScene", .object("UIWindowScene"), "—", "The one scene."),
                    Property("screen", .object("UIScreen"), "—", "UIScreen.main."),
                 ]),
        TypeInfo("UIWindowScene", doc: "The app's one scene (iOS 13): active in the foreground, holding the one window.",
                 properties: [
                    Property("windows", .array(.object("UIWindow")), "—", "The one window."),
                    Property("keyWindow", .object("UIWindow"), "—", "The one window."),
                    Property("activationState", .enumeration("UIScene.ActivationState"), ".foregroundActive",
                             "Always .foregroundActive."),
                    Property("interfaceOrientation", .enumeration("UIInterfaceOrientation"), ".portrait",
                             "An iPhone in portrait."),
                    Property("statusBarManager", .object("UIStatusBarManager"), "—", "The scene's status bar."),
                    Property("screen", .object("UIScreen"), "—", "UIScreen.main."),
                 ]),
        TypeInfo("UIStatusBarManager", doc: "A scene's status bar: that of an iPhone 8 / SE, 20 pt tall.",
                 properties: [
                    Property("statusBarFrame", .rect, "—", "As wide as the screen, 20 pt tall."),
                    Property("isStatusBarHidden", .bool, "false", "The status bar shows."),
                 ]),
        TypeInfo("UIApplication",
                 doc: "The app. layoutrepl has one scene with one window, the size of UIScreen.main, whose safe area is the session's (:safe-area, zero by default); its status bar is an iPhone 8 / SE's, 20 pt tall.",
                 properties: [
                    Property("keyWindow", .object("UIWindow"), "—", "The one window."),
                    Property("windows", .array(.object("UIWindow")), "—", "[keyWindow]: windows.first is the key window."),
                    Property("connectedScenes", .array(.object("UIWindowScene")), "—",
                             "The one scene: connectedScenes.first as? UIWindowScene holds the key window."),
                    Property("statusBarFrame", .rect, "—",
                             "The status bar of an iPhone 8 / SE: as wide as the screen, 20 pt tall."),
                    Property("statusBarOrientation", .enumeration("UIInterfaceOrientation"), ".portrait",
                             "An iPhone in portrait."),
                    Property("isStatusBarHidden", .bool, "false", "The status bar shows."),
                    Property("preferredContentSizeCategory", .enumeration("UIContentSizeCategory"), ".large",
                             "The default Dynamic Type size, .large."),
                    Property("userInterfaceLayoutDirection", .enumeration("UIUserInterfaceLayoutDirection"),
                             ".leftToRight", "Left to right, as in English."),
                    Property("delegate", .object("UIApplicationDelegate"), "—",
                             "The app delegate, whose window is the one window ((delegate as? AppDelegate)?.window)."),
                 ],
                 staticValues: [StaticValue(name: "shared", doc: "The app.") { application(in: $0) }]),
        TypeInfo("UIApplicationDelegate", doc: "The app delegate: its window is the app's one window.",
                 properties: [Property("window", .object("UIWindow"), "—", "The one window.")]),
    ]

    /// `UIApplication.shared` in an environment: one foreground scene holding one key window (whose scene is that
    /// scene again, one level deep: values cannot refer to themselves), the screen's size, the session's safe area.
    private static func application(in environment: ScriptEnvironment) -> ScriptValue {
        let screen = ScriptValue.object(type: "UIScreen", fields: screenFields(in: environment))
        let statusBar = ScriptValue.rect(Rect(x: 0, y: 0, width: environment.screenBounds.size.width, height: 20))
        let portrait = ScriptValue.enumCase(type: "UIInterfaceOrientation", name: "portrait")
        func window(in scene: ScriptValue?) -> ScriptValue {
            var fields: [String: ScriptValue] = [
                "safeAreaInsets": .insets(environment.safeAreaInsets), "bounds": .rect(environment.screenBounds),
                "frame": .rect(environment.screenBounds), "isKeyWindow": .bool(true), "screen": screen,
            ]
            fields["windowScene"] = scene
            return .object(type: "UIWindow", fields: fields)
        }
        func scene(holding window: ScriptValue) -> ScriptValue {
            .object(type: "UIWindowScene", fields: [
                "windows": .array([window]), "keyWindow": window, "screen": screen, "interfaceOrientation": portrait,
                "activationState": .enumCase(type: "UIScene.ActivationState", name: "foregroundActive"),
                "statusBarManager": .object(type: "UIStatusBarManager", fields: [
                    "statusBarFrame": statusBar, "isStatusBarHidden": .bool(false),
                ]),
            ])
        }
        let keyWindow = window(in: scene(holding: window(in: nil)))
        return .object(type: "UIApplication", fields: [
            "keyWindow": keyWindow, "windows": .array([keyWindow]), "connectedScenes": .array([scene(holding: keyWindow)]),
            "statusBarFrame": statusBar, "statusBarOrientation": portrait, "isStatusBarHidden": .bool(false),
            "preferredContentSizeCategory": .enumCase(type: "UIContentSizeCategory", name: "large"),
            "userInterfaceLayoutDirection": .enumCase(type: "UIUserInterfaceLayoutDirection", name: "leftToRight"),
            "delegate": .object(type: "UIApplicationDelegate", fields: ["window": keyWindow]),
        ])
    }

    /// The fields of `UIScreen.main` in an environment.
    private static func screenFields(in environment: ScriptEnvironment) -> [String: ScriptValue] {
        let bounds = environment.screenBounds
        let scale = environment.screenScale
        return [
            "bounds": .rect(bounds),
            "nativeBounds": .rect(Rect(x: 0, y: 0, width: bounds.size.width * scale, height: bounds.size.height * scale)),
            "scale": .number(scale), "nativeScale": .number(scale),
            "traitCollection": traits(of: "UITraitCollection", in: environment),
        ]
    }

    /// The traits of layoutrepl's environment: an iPhone in portrait, light, left to right, at the default Dynamic
    /// Type size and the session's scale.
    static func traits(of typeName: String, in environment: ScriptEnvironment) -> ScriptValue {
        .object(type: typeName, fields: [
            "horizontalSizeClass": .enumCase(type: "UIUserInterfaceSizeClass", name: "compact"),
            "verticalSizeClass": .enumCase(type: "UIUserInterfaceSizeClass", name: "regular"),
            "userInterfaceIdiom": .enumCase(type: "UIUserInterfaceIdiom", name: "phone"),
            "displayScale": .number(environment.screenScale),
            "preferredContentSizeCategory": .enumCase(type: "UIContentSizeCategory", name: "large"),
            "userInterfaceStyle": .enumCase(type: "UIUserInterfaceStyle", name: "light"),
            "layoutDirection": .enumCase(type: "UITraitEnvironmentLayoutDirection", name: "leftToRight"),
        ])
    }

    /// `UITraitCollection(preferredContentSizeCategory: .large)`, `UITraitCollection(userInterfaceStyle: .dark)`:
    /// layoutrepl's traits with the one given.
    private static let singleTraitInitializers: [Callable] = [
        ("preferredContentSizeCategory", "UIContentSizeCategory"), ("userInterfaceStyle", "UIUserInterfaceStyle"),
        ("horizontalSizeClass", "UIUserInterfaceSizeClass"), ("verticalSizeClass", "UIUserInterfaceSizeClass"),
        ("userInterfaceIdiom", "UIUserInterfaceIdiom"), ("layoutDirection", "UITraitEnvironmentLayoutDirection"),
        ("displayScale", nil),
    ].map { trait, enumeration in
        Callable("UITraitCollection", nil, [Parameter(trait, enumeration.map { .enumeration($0) } ?? .number)],
                 doc: "layoutrepl's traits with this one given.") { arguments in
            guard case .object(let type, var fields) = traits(of: "UITraitCollection", in: arguments.environment) else {
                return .value(arguments[0])
            }
            fields[trait] = arguments[0]
            return .value(.object(type: type, fields: fields))
        }
    }

    private static func traitCollectionType(_ name: String, initializers: [Callable] = [],
                                            staticValues: [StaticValue] = []) -> TypeInfo {
        TypeInfo(name,
                 doc: "The environment's traits: an iPhone in portrait, light, left to right, at the default Dynamic "
                    + "Type size, at the session's scale.",
                 initializers: initializers,
                 properties: [
                    Property("horizontalSizeClass", .enumeration("UIUserInterfaceSizeClass"), ".compact",
                             "An iPhone in portrait: compact."),
                    Property("verticalSizeClass", .enumeration("UIUserInterfaceSizeClass"), ".regular",
                             "An iPhone in portrait: regular."),
                    Property("userInterfaceIdiom", .enumeration("UIUserInterfaceIdiom"), ".phone", "Always .phone."),
                    Property("displayScale", .number, "2", "The session's screen scale (:scale)."),
                    Property("preferredContentSizeCategory", .enumeration("UIContentSizeCategory"), ".large",
                             "The default Dynamic Type size, .large."),
                    Property("userInterfaceStyle", .enumeration("UIUserInterfaceStyle"), ".light", "Light mode."),
                    Property("layoutDirection", .enumeration("UITraitEnvironmentLayoutDirection"), ".leftToRight",
                             "Left to right, as in English."),
                 ],
                 staticValues: staticValues)
    }

    /// `UIAccessibility`'s settings that layout code reads.
    private static let accessibilitySettings = [
        "isReduceMotionEnabled", "isVoiceOverRunning", "isBoldTextEnabled", "isClosedCaptioningEnabled",
        "isReduceTransparencyEnabled", "isDarkerSystemColorsEnabled", "isInvertColorsEnabled", "isGrayscaleEnabled",
        "isSwitchControlRunning", "isMonoAudioEnabled", "prefersCrossFadeTransitions", "isVideoAutoplayEnabled",
        "isOnOffSwitchLabelsEnabled", "buttonShapesEnabled", "shouldDifferentiateWithoutColor",
    ]

    /// An instance method: `$0.receiver` is the value it is called on.
    static func method(_ owner: String, _ name: String, _ parameters: [Parameter], _ doc: String,
                       mutating isMutating: Bool = false,
                       _ build: @escaping @Sendable (Arguments) throws(ScriptError) -> ScriptValue) -> Callable {
        Callable(owner, name, parameters, doc: doc, isMutating: isMutating) { arguments throws(ScriptError) in
            .value(try build(arguments))
        }
    }

    /// `rect` less `insets`, as UIKit's inline `UIEdgeInsetsInsetRect` computes it: plain arithmetic, so insets
    /// larger than the rectangle leave a negative size (which `width` and `height` read as its magnitude).
    static func inset(_ rect: Rect, by insets: EdgeInsets) -> Rect {
        Rect(x: rect.minX + insets.left, y: rect.minY + insets.top,
             width: rect.size.width - insets.left - insets.right, height: rect.size.height - insets.top - insets.bottom)
    }

    /// `CGRectInset`: Apple's documentation says the rectangle is standardized, then inset by `dx` on each side
    /// and `dy` at the top and bottom, and that a negative width or height gives `CGRect.null` instead.
    static func insetBy(_ rect: Rect, dx: Double, dy: Double) -> Rect {
        let standard = standardized(rect)
        let width = standard.size.width - 2 * dx, height = standard.size.height - 2 * dy
        guard width >= 0, height >= 0 else { return nullRect }
        return Rect(x: standard.minX + dx, y: standard.minY + dy, width: width, height: height)
    }

    /// Whether a rectangle is `CGRect.null` (at infinity).
    static func isNull(_ rect: Rect) -> Bool { rect.minX.isInfinite || rect.minY.isInfinite }

    /// `CGRect.intersection(_:)`, as swift-corelibs-foundation computes it: of the standardized rectangles, null when
    /// either is or they do not meet; rectangles that only touch meet in a line.
    static func intersection(_ one: Rect, _ other: Rect) -> Rect {
        guard !isNull(one), !isNull(other) else { return nullRect }
        let a = standardized(one), b = standardized(other)
        let minX = Swift.max(a.minX, b.minX), maxX = Swift.min(a.maxX, b.maxX)
        let minY = Swift.max(a.minY, b.minY), maxY = Swift.min(a.maxY, b.maxY)
        guard minX <= maxX, minY <= maxY else { return nullRect }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// `CGRect.union(_:)`: the standardized rectangles' bounds; a null one adds nothing.
    static func union(_ one: Rect, _ other: Rect) -> Rect {
        if isNull(one) { return isNull(other) ? nullRect : standardized(other) }
        if isNull(other) { return standardized(one) }
        let a = standardized(one), b = standardized(other)
        let minX = Swift.min(a.minX, b.minX), minY = Swift.min(a.minY, b.minY)
        return Rect(x: minX, y: minY, width: Swift.max(a.maxX, b.maxX) - minX, height: Swift.max(a.maxY, b.maxY) - minY)
    }

    /// `CGRect.integral`: the standardized rectangle's corners rounded outward to whole points.
    static func integral(_ rect: Rect) -> Rect {
        guard !isNull(rect) else { return nullRect }
        let standard = standardized(rect)
        let minX = standard.minX.rounded(.down), minY = standard.minY.rounded(.down)
        return Rect(x: minX, y: minY, width: standard.maxX.rounded(.up) - minX, height: standard.maxY.rounded(.up) - minY)
    }

    /// `CGRect.divided(atDistance:from:)`: a slice as wide (or tall) as the distance, at most the whole, taken from
    /// the edge, and what remains.
    static func divided(_ rect: Rect, atDistance distance: Double, from edge: String) -> (Rect, Rect) {
        let r = standardized(rect)
        switch edge {
        case "minXEdge", "maxXEdge":
            let width = Swift.min(Swift.max(distance, 0), r.size.width)
            let sliceX = edge == "minXEdge" ? r.minX : r.maxX - width
            return (Rect(x: sliceX, y: r.minY, width: width, height: r.size.height),
                    Rect(x: edge == "minXEdge" ? r.minX + width : r.minX, y: r.minY,
                         width: r.size.width - width, height: r.size.height))
        default:
            let height = Swift.min(Swift.max(distance, 0), r.size.height)
            let sliceY = edge == "minYEdge" ? r.minY : r.maxY - height
            return (Rect(x: r.minX, y: sliceY, width: r.size.width, height: height),
                    Rect(x: r.minX, y: edge == "minYEdge" ? r.minY + height : r.minY,
                         width: r.size.width, height: r.size.height - height))
        }
    }

    /// `CGRect.null`: the rectangle of no point, at infinity with a zero size.
    static let nullRect = Rect(x: .infinity, y: .infinity, width: 0, height: 0)

    /// `CGRect.standardized`: the same rectangle with a non-negative width and height.
    static func standardized(_ rect: Rect) -> Rect {
        Rect(x: Swift.min(rect.minX, rect.maxX), y: Swift.min(rect.minY, rect.maxY),
             width: Swift.abs(rect.size.width), height: Swift.abs(rect.size.height))
    }

    // MARK: Functions and constants

    static let geometryFunctions: [Callable] = [
        value(nil, "CGSizeMake", numbers([nil, nil]), "A size.") { .size(Size(width: $0.number(0), height: $0.number(1))) },
        value(nil, "CGPointMake", numbers([nil, nil]), "A point.") { .point(Point(x: $0.number(0), y: $0.number(1))) },
        value(nil, "CGRectMake", numbers([nil, nil, nil, nil]), "A rectangle.") {
            .rect(Rect(x: $0.number(0), y: $0.number(1), width: $0.number(2), height: $0.number(3)))
        },
        value(nil, "UIEdgeInsetsMake", numbers([nil, nil, nil, nil]), "Insets: top, left, bottom, right.") {
            .insets(EdgeInsets(top: $0.number(0), left: $0.number(1), bottom: $0.number(2), right: $0.number(3)))
        },
        value(nil, "UIEdgeInsetsInsetRect", [Parameter(nil, .rect), Parameter(nil, .insets)],
              "The rectangle less the insets (rect.inset(by:) in Swift 4.2).") { .rect(inset($0.rect(0), by: $0.insets(1))) },
        value(nil, "min", numbers([nil, nil]), "The smaller number.") { .number(Swift.min($0.number(0), $0.number(1))) },
        value(nil, "min", numbers([nil, nil, nil]), "The smallest number.") {
            .number(Swift.min($0.number(0), $0.number(1), $0.number(2)))
        },
        value(nil, "max", numbers([nil, nil]), "The larger number.") { .number(Swift.max($0.number(0), $0.number(1))) },
        value(nil, "max", numbers([nil, nil, nil]), "The largest number.") {
            .number(Swift.max($0.number(0), $0.number(1), $0.number(2)))
        },
        value(nil, "fmin", numbers([nil, nil]), "The smaller number.") { .number(Swift.min($0.number(0), $0.number(1))) },
        value(nil, "fmax", numbers([nil, nil]), "The larger number.") { .number(Swift.max($0.number(0), $0.number(1))) },
        value(nil, "abs", numbers([nil]), "The magnitude.") { .number(Swift.abs($0.number(0))) },
        value(nil, "fabs", numbers([nil]), "The magnitude.") { .number(Swift.abs($0.number(0))) },
        value(nil, "floor", numbers([nil]), "Rounded down.") { .number($0.number(0).rounded(.down)) },
        value(nil, "ceil", numbers([nil]), "Rounded up.") { .number($0.number(0).rounded(.up)) },
        value(nil, "rint", numbers([nil]), "Rounded to the nearest whole number, halves to the even one.") {
            .number($0.number(0).rounded(.toNearestOrEven))
        },
        value(nil, "round", numbers([nil]), "Rounded to the nearest whole number, halves away from zero.") {
            .number($0.number(0).rounded(.toNearestOrAwayFromZero))
        },
    ] + mathFunctions

    /// The C library's math that layout code uses for circles, diagonals and scaled sizes (`sqrt`, `pow`, `sin`…).
    private static let mathFunctions: [Callable] = unaryMath.map { name, doc, function in
        value(nil, name, numbers([nil]), doc) { .number(function($0.number(0))) }
    } + binaryMath.map { name, doc, function in
        value(nil, name, numbers([nil, nil]), doc) { .number(function($0.number(0), $0.number(1))) }
    } + [
        // Foundation's `pow(_: Decimal, _: Int) -> Decimal`, which an Int exponent picks (`pow(10, digits)`).
        value(nil, "pow", [Parameter(nil, .number), Parameter(nil, .integer)], "A Decimal to a whole power.") {
            .number(Foundation.pow($0.number(0), $0.number(1)))
        },
    ]

    private typealias UnaryMath = (name: String, doc: String, function: @Sendable (Double) -> Double)
    private typealias BinaryMath = (name: String, doc: String, function: @Sendable (Double, Double) -> Double)

    private static let unaryMath: [UnaryMath] = [
        ("sqrt", "The square root.", { $0.squareRoot() }), ("sin", "The sine (radians).", { Foundation.sin($0) }),
        ("cos", "The cosine (radians).", { Foundation.cos($0) }), ("tan", "The tangent (radians).", { Foundation.tan($0) }),
        ("asin", "The arcsine, in radians.", { Foundation.asin($0) }),
        ("acos", "The arccosine, in radians.", { Foundation.acos($0) }),
        ("atan", "The arctangent, in radians.", { Foundation.atan($0) }),
        ("exp", "e to the power of the number.", { Foundation.exp($0) }),
        ("log", "The natural logarithm.", { Foundation.log($0) }),
        ("log2", "The base-2 logarithm.", { Foundation.log2($0) }),
        ("log10", "The base-10 logarithm.", { Foundation.log10($0) }),
        ("cbrt", "The cube root.", { Foundation.cbrt($0) }), ("trunc", "Rounded toward zero.", { $0.rounded(.towardZero) }),
    ]

    private static let binaryMath: [BinaryMath] = [
        ("pow", "The first number to the power of the second.", { Foundation.pow($0, $1) }),
        ("atan2", "The angle of the point (x: second, y: first), in radians.", { Foundation.atan2($0, $1) }),
        ("hypot", "The length of the diagonal of a width and a height.", { Foundation.hypot($0, $1) }),
        ("fmod", "The remainder of the first number divided by the second, with the first's sign.",
         { Foundation.fmod($0, $1) }),
    ]

    /// The enumerations of the device and its traits.
    static let deviceEnumerations: [Enumeration] = [
        Enumeration(name: "UIUserInterfaceIdiom", isOptionSet: false, doc: "The kind of device; layoutrepl's is .phone.",
                    cases: ["unspecified", "phone", "pad", "tv", "carPlay", "mac", "vision"].map {
                        EnumCase(name: $0, doc: $0 == "phone" ? "An iPhone: layoutrepl's device." : "Another device.")
                    }),
        Enumeration(name: "UIScene.ActivationState", isOptionSet: false,
                    doc: "Whether a scene is on screen; layoutrepl's one scene is .foregroundActive.",
                    cases: ["unattached", "foregroundActive", "foregroundInactive", "background"].map {
                        EnumCase(name: $0, doc: $0 == "foregroundActive" ? "On screen and active: layoutrepl's scene." : "Another state.")
                    }),
        Enumeration(name: "UIInterfaceOrientation", isOptionSet: false,
                    doc: "The interface's orientation; layoutrepl's is .portrait.",
                    cases: ["unknown", "portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"].map {
                        EnumCase(name: $0, doc: $0 == "portrait" ? "Upright: layoutrepl's orientation." : "Another orientation.")
                    }),
        Enumeration(name: "UIContentSizeCategory", isOptionSet: false,
                    doc: "A Dynamic Type size; layoutrepl's is the default, .large. isAccessibilityCategory is true "
                        + "for the accessibility… sizes.",
                    cases: ["unspecified", "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge",
                            "extraExtraExtraLarge", "accessibilityMedium", "accessibilityLarge",
                            "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
                            "accessibilityExtraExtraExtraLarge"].map {
                        EnumCase(name: $0, doc: $0 == "large" ? "The default size: layoutrepl's." : "Another size.")
                    }),
        Enumeration(name: "UIUserInterfaceStyle", isOptionSet: false, doc: "Light or dark mode; layoutrepl's is .light.",
                    cases: ["unspecified", "light", "dark"].map { EnumCase(name: $0, doc: "A style.") }),
        Enumeration(name: "UIUserInterfaceLayoutDirection", isOptionSet: false,
                    doc: "The app's writing direction; layoutrepl's is .leftToRight.",
                    cases: ["leftToRight", "rightToLeft"].map { EnumCase(name: $0, doc: "A direction.") }),
        Enumeration(name: "UITraitEnvironmentLayoutDirection", isOptionSet: false,
                    doc: "The traits' writing direction; layoutrepl's is .leftToRight.",
                    cases: ["unspecified", "leftToRight", "rightToLeft"].map { EnumCase(name: $0, doc: "A direction.") }),
        Enumeration(name: "UIUserInterfaceSizeClass", isOptionSet: false,
                    doc: "A size class; an iPhone in portrait is compact wide and regular tall.",
                    cases: [EnumCase(name: "unspecified", doc: "Not known."), EnumCase(name: "compact", doc: "Compact."),
                            EnumCase(name: "regular", doc: "Regular.")]),
    ]

    static let geometryConstants: [StaticValue] = [
        StaticValue(name: "CGRectZero", value: .rect(Rect(x: 0, y: 0, width: 0, height: 0)), doc: "An empty rectangle."),
    ]
}
