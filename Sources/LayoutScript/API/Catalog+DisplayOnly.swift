import TextureLayout

/// What a property, type or method that does not change layout is about. Texture's layout reads none of these
/// (`calculateLayoutThatFits:` sees only the style, the spec tree and each node's intrinsic size), so pasted code
/// that sets them runs with them ignored, and the session says once which kinds it ignored.
public enum DisplayKind: String, CaseIterable, Comparable, Sendable {
    case colours = "colours"
    case borders = "borders and corner radius"
    case shadows = "shadows"
    case contentMode = "content mode and clipping"
    case visibility = "alpha and visibility"
    case placeholders = "placeholders"
    /// Downloading, caching and data sources: layoutrepl loads nothing, so only what is set directly is laid out.
    case loading = "image downloads, caches and data sources"
    case delegates = "delegates"
    case targets = "targets and actions"
    /// The system's notifications (the keyboard showing, the app going to the background) arrive when that happens,
    /// never before a screen's first layout.
    case notifications = "notifications"
    case gestures = "gesture recognizers"
    case accessibility = "accessibility"
    case viewAndLayer = "view and layer configuration"
    /// Texture lays out untransformed frames; a transform only changes how the node is drawn.
    case transforms = "transforms"
    case interaction = "interaction settings"
    case rendering = "rendering and node settings"
    /// UIKit and Foundation classes the catalog does not list (`UITextField` in a view block, `NSDataDetector`).
    case platformObjects = "UIKit and Foundation objects"

    public static func < (lhs: DisplayKind, rhs: DisplayKind) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}

extension ScriptAPI {
    /// Node properties Texture's layout never reads, by kind. Pasted code sets them all the time; they are accepted
    /// and ignored.
    static let displayOnlyNodeProperties: [Property] = displayOnly([
        (.colours, [("backgroundColor", "UIColor"), ("tintColor", "UIColor"), ("borderColor", "CGColor")]),
        (.borders, [("cornerRadius", "CGFloat"), ("borderWidth", "CGFloat"),
                    ("cornerRoundingType", "ASCornerRoundingType"), ("maskedCorners", "CACornerMask")]),
        (.shadows, [("shadowColor", "CGColor"), ("shadowOpacity", "CGFloat"), ("shadowRadius", "CGFloat"),
                    ("shadowOffset", "CGSize")]),
        // ASDisplayNode.h (UIViewBridge): what the layer shows of its contents.
        (.contentMode, [("contentMode", "UIView.ContentMode"), ("clipsToBounds", "Bool"),
                        ("contentsGravity", "String"), ("contentsRect", "CGRect"), ("contentsCenter", "CGRect"),
                        ("contents", "Any")]),
        (.visibility, [("alpha", "CGFloat"), ("isHidden", "Bool"), ("isOpaque", "Bool")]),
        (.placeholders, [("placeholderColor", "UIColor"), ("placeholderEnabled", "Bool"),
                         ("placeholderFadeDuration", "TimeInterval")]),
        (.interaction, [("isUserInteractionEnabled", "Bool"), ("hitTestSlop", "UIEdgeInsets"),
                        ("isExclusiveTouch", "Bool")]),
        (.accessibility, [("accessibilityLabel", "String"), ("accessibilityIdentifier", "String"),
                          ("accessibilityHint", "String"), ("accessibilityValue", "String"),
                          ("accessibilityTraits", "UIAccessibilityTraits"), ("isAccessibilityElement", "Bool"),
                          ("accessibilityAttributedLabel", "NSAttributedString"),
                          ("accessibilityAttributedHint", "NSAttributedString"),
                          ("accessibilityAttributedValue", "NSAttributedString"), ("accessibilityFrame", "CGRect"),
                          ("accessibilityPath", "UIBezierPath"), ("accessibilityActivationPoint", "CGPoint"),
                          ("accessibilityLanguage", "String"), ("accessibilityElementsHidden", "Bool"),
                          ("accessibilityViewIsModal", "Bool"), ("shouldGroupAccessibilityChildren", "Bool"),
                          ("accessibilityNavigationStyle", "UIAccessibilityNavigationStyle"),
                          ("accessibilityCustomActions", "[UIAccessibilityCustomAction]"),
                          // UIAccessibilityContainer.h, on every NSObject.
                          ("accessibilityElements", "[Any]"),
                          ("accessibilityContainerType", "UIAccessibilityContainerType"),
                          // ASDisplayNode+Beta.h.
                          ("isAccessibilityContainer", "Bool")]),
        (.viewAndLayer, [("view", "UIView"), ("layer", "CALayer"), ("allowsGroupOpacity", "Bool"),
                         ("allowsEdgeAntialiasing", "Bool"), ("edgeAntialiasingMask", "UInt32"),
                         ("autoresizesSubviews", "Bool"), ("autoresizingMask", "UIView.AutoresizingMask"),
                         ("actions", "[String: CAAction]"), ("semanticContentAttribute", "UISemanticContentAttribute"),
                         ("preservesSuperviewLayoutMargins", "Bool")]),
        (.transforms, [("transform", "CATransform3D"), ("subnodeTransform", "CATransform3D"),
                       ("anchorPoint", "CGPoint"), ("zPosition", "CGFloat"),
                       // ASDisplayNode (UIViewBridge): the layer's position, which a layout pass sets from the frame.
                       ("position", "CGPoint")]),
        (.rendering, [("isLayerBacked", "Bool"), ("debugName", "String"), ("displaysAsynchronously", "Bool"),
                      ("needsDisplayOnBoundsChange", "Bool"), ("displaySuspended", "Bool"),
                      ("shouldAnimateSizeChanges", "Bool"), ("drawingPriority", "Int"), ("contentsScale", "CGFloat"),
                      ("rasterizationScale", "CGFloat"),
                      ("automaticallyRelayoutOnLayoutMarginsChanges", "Bool"),
                      ("defaultLayoutTransitionDuration", "TimeInterval"),
                      ("defaultLayoutTransitionDelay", "TimeInterval"),
                      ("defaultLayoutTransitionOptions", "UIView.AnimationOptions"),
                      // ASDisplayNode+Beta.h: drawing hooks around the node's content, and what to measure.
                      ("willDisplayNodeContentWithRenderingContext", "ASDisplayNodeContextModifier"),
                      ("didDisplayNodeContentWithRenderingContext", "ASDisplayNodeContextModifier"),
                      ("measurementOptions", "ASDisplayNodePerformanceMeasurementOptions"),
                      // ASDisplayNode.h's read-only loading and interface states.
                      ("isSynchronous", "Bool"), ("isNodeLoaded", "Bool"), ("isVisible", "Bool"),
                      ("isInPreloadState", "Bool"), ("isInDisplayState", "Bool"), ("interfaceState", "ASInterfaceState"),
                      ("supportsLayerBacking", "Bool"),
                      // AsyncDisplayKit 2's name of enableSubtreeRasterization(), still in older apps.
                      ("shouldRasterizeDescendants", "Bool"),
                      // AsyncDisplayKit 2.0's name of automaticallyManagesSubnodes, still in older apps.
                      ("usesImplicitHierarchyManagement", "Bool")]),
    ])

    /// The `delegate` of the nodes that have one (text, image and control nodes).
    static let delegateProperty = displayOnly([(.delegates, [("delegate", "AnyObject")])])

    /// Properties accepted and ignored: `(kind, [(name, Swift type)])` groups as catalog properties.
    static func displayOnly(_ groups: [(DisplayKind, [(String, String)])]) -> [Property] {
        groups.flatMap { kind, properties in
            properties.map { name, type in
                Property(name, .anyIgnored(type), "—",
                         "Only changes how the node is drawn or behaves (\(kind.rawValue)); layoutrepl ignores it.",
                         access: .visualOnly, displayKind: kind)
            }
        }
    }

    /// Node methods that only change drawing, touches or loading: accepted with any arguments and ignored.
    static let displayOnlyNodeMethods: [IgnoredMethod] = ignoredMethods([
        (.targets, ["addTarget(_:action:forControlEvents:)", "removeTarget(_:action:forControlEvents:)"]),
        // The view a view-backed node draws with, and work done when the view loads (ASDisplayNode.h:
        // onDidLoad:), none of which runs before layout.
        (.viewAndLayer, ["setViewBlock(_:)", "setLayerBlock(_:)", "onDidLoad(_:)"]),
        // ASDisplayNode.h and ASDisplayNode+Beta.h: display passes and rasterization.
        (.rendering, ["setNeedsDisplay()", "recursivelySetDisplaySuspended(_:)", "recursivelyClearContents()",
                      "recursivelyEnsureDisplaySynchronously(_:)", "enableSubtreeRasterization()"]),
        (.delegates, ["addInterfaceStateDelegate(_:)", "removeInterfaceStateDelegate(_:)"]),
        // UIResponder methods the node passes to its view, and animated layout transitions (layoutrepl lays out
        // again after every statement; the animation is drawing).
        (.interaction, ["becomeFirstResponder()", "resignFirstResponder()"]),
        (.rendering, ["transitionLayout(with:animated:shouldMeasureAsync:measurementCompletion:)",
                      "transitionLayout(withAnimation:shouldMeasureAsync:measurementCompletion:)",
                      "cancelLayoutTransition()"]),
    ])

    /// Ignored methods by kind, each written as Swift names it (`onDidLoad(_:)`).
    static func ignoredMethods(_ groups: [(DisplayKind, [String])]) -> [IgnoredMethod] {
        groups.flatMap { kind, signatures in
            signatures.map { signature in
                IgnoredMethod(name: String(signature.prefix { $0 != "(" }), signature: signature, displayKind: kind)
            }
        }
    }

    /// UIKit and Core Animation types that only draw or handle touches: anything done with them is accepted and
    /// ignored. `UIColor(hex:)`-style initializers of an app's own extensions are accepted too, since no
    /// initializer's arguments are evaluated.
    static let displayOnlyTypes: [TypeInfo] = [
        displayOnlyType("UIColor", .colours, "A colour."),
        displayOnlyType("CGColor", .colours, "A Core Graphics colour (`UIColor.red.cgColor`)."),
        displayOnlyType("UIView", .viewAndLayer, "A view (`node.view`); its configuration does not change layout.",
                        ignoredMethods: [
                            IgnoredMethod(name: "addGestureRecognizer", signature: "addGestureRecognizer(_:)",
                                          displayKind: .gestures),
                            IgnoredMethod(name: "removeGestureRecognizer", signature: "removeGestureRecognizer(_:)",
                                          displayKind: .gestures),
                        ]),
        displayOnlyType("CALayer", .viewAndLayer, "A layer (`node.layer`); its configuration does not change layout."),
        displayOnlyType("NSShadow", .shadows, "A text shadow."),
        displayOnlyType("UIGestureRecognizer", .gestures, "Recognizes touches; layout does not see it."),
        displayOnlyType("NotificationCenter", .notifications,
                        "Delivers the system's notifications when they happen (`NotificationCenter.default.publisher(for: "
                        + "UIResponder.keyboardWillShowNotification)`), never before the first layout."),
        displayOnlyType("UIAccessibilityTraits", .accessibility, "What an element is to VoiceOver."),
        displayOnlyType("UIControl", .targets, "Control events (`UIControl.Event.touchUpInside`)."),
        displayOnlyType("CGAffineTransform", .transforms, "A 2D transform (`CGAffineTransform(scaleX:y:)`)."),
        displayOnlyType("CATransform3D", .transforms, "A 3D transform."),
    ] + ["UITapGestureRecognizer", "UILongPressGestureRecognizer", "UIPanGestureRecognizer",
         "UISwipeGestureRecognizer", "UIPinchGestureRecognizer"].map { name in
        TypeInfo(name, superType: "UIGestureRecognizer", doc: "A gesture recognizer. Accepted and ignored: "
                 + "gesture recognizers do not change layout.")
    } + fixedSizeControls.map { name, size in
        TypeInfo(name, superType: "UIView", displayKind: .viewAndLayer,
                 doc: "A UIKit control whose size UIKit fixes at \(size) whatever frame it is given, as its bounds, "
                    + "frame and intrinsicContentSize read here (a control node sized from them, as apps size one "
                    + "hosting it). Its other settings are accepted and ignored.")
    }

    /// UIKit's controls whose size UIKit fixes, whatever frame they are made with (UISwitch's `init(frame:)` keeps
    /// 51 × 31): code reads it to size the node that hosts one.
    static let fixedSizeControls: [(name: String, size: Size)] = [
        ("UISwitch", Size(width: 51, height: 31)), ("UIStepper", Size(width: 94, height: 32)),
    ]

    /// A display-only type; `ignoredMethods` name methods whose kind differs from the type's (a view's gestures).
    private static func displayOnlyType(_ name: String, _ kind: DisplayKind, _ doc: String,
                                        ignoredMethods: [IgnoredMethod] = []) -> TypeInfo {
        TypeInfo(name, displayKind: kind,
                 doc: doc + " Accepted and ignored: every initializer, member and method of it runs and changes "
                    + "nothing, as \(kind.rawValue) do not change layout.",
                 ignoredMethods: ignoredMethods)
    }
}

extension ScriptAPI {
    /// Core Animation's transform functions and constant: they make values that only draw.
    static let displayOnlyFunctions: [Callable] = [
        ("CATransform3DMakeScale", 3), ("CATransform3DMakeTranslation", 3), ("CATransform3DMakeRotation", 4),
        ("CATransform3DScale", 4), ("CATransform3DTranslate", 4), ("CATransform3DRotate", 5),
    ].map { name, count in
        Callable(nil, name, [Parameter](repeating: Parameter(nil, .any), count: count),
                 doc: "A transform. Accepted and ignored: Texture lays out untransformed frames.") { _ throws(ScriptError) in
            .value(.ignored(type: "CATransform3D"))
        }
    } + [
        // Texture's drawing helpers (ASImageNode+AnimatedImage.h, ASDisplayNode.h): they change pixels, not frames.
        ("ASImageNodeRoundBorderModificationBlock", 2, "ASImageNodeModificationBlock"),
        ("ASImageNodeTintColorModificationBlock", 1, "ASImageNodeModificationBlock"),
        ("ASDisplayNodeDefaultPlaceholderColor", 0, "UIColor"),
        ("ASDisplayNodeDefaultTintColor", 0, "UIColor"),
    ].map { name, count, type in
        Callable(nil, name, [Parameter](repeating: Parameter(nil, .any), count: count),
                 doc: "Texture's drawing helper; it changes how a node is drawn, not its layout. Accepted and ignored.") {
            _ throws(ScriptError) in .value(.ignored(type: type))
        }
    }

    static let displayOnlyConstants: [StaticValue] = [
        StaticValue(name: "CATransform3DIdentity", value: .ignored(type: "CATransform3D"), doc: "No transform."),
        StaticValue(name: "CGAffineTransformIdentity", value: .ignored(type: "CGAffineTransform"), doc: "No transform."),
    ]
}
