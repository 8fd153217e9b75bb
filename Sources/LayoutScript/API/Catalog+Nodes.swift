import TextureLayout

extension ScriptAPI {
    /// Texture's node classes beyond display, text and image nodes, each with the size Texture gives it and the API
    /// layout code calls.
    static let nodeClassTypes: [TypeInfo] = [
        TypeInfo("ASControlNode", superType: "ASDisplayNode", isElement: true,
                 doc: "A node that handles touches. It sizes like ASDisplayNode (ASControlNode.mm has no calculateSizeThatFits:).",
                 initializers: [node("ASControlNode", "control", .plain)],
                 properties: controlStateProperties(access: .visualOnly)
                    + displayOnly([(.interaction, [("isTracking", "Bool"), ("isTouchInside", "Bool")])]),
                 ignoredMethods: ignoredMethods([(.targets, ["sendActions(forControlEvents:with:)"])])),
        buttonType,
        TypeInfo("ASCellNode", superType: "ASDisplayNode", isElement: true,
                 doc: "The node of a table or collection cell; it sizes like ASDisplayNode.",
                 initializers: [node("ASCellNode", "cell", .plain)],
                 properties: cellProperties),
        TypeInfo("ASTextCellNode", superType: "ASCellNode", isElement: true,
                 doc: "A cell showing one text: -[ASTextCellNode layoutSpecThatFits:] insets its text node by textInsets (11 pt above and below, 15 pt on the sides); the text is in the system font at 18 pt.",
                 initializers: [
                    node("ASTextCellNode", "cell", .textCell(TextCellNode())),
                    Callable("ASTextCellNode", nil, [Parameter("attributes", .attributes), Parameter("insets", .insets)],
                             doc: "A text cell with its text attributes and insets.") { arguments throws(ScriptError) in
                        var cell = TextCellNode()
                        cell.fontSize = fontSize(in: arguments[0], default: cell.fontSize)
                        cell.textInsets = arguments.insets(1)
                        return .element(className: "ASTextCellNode", namePrefix: "cell",
                                        kind: .node(Node(content: .textCell(cell))))
                    },
                 ],
                 properties: [
                    Property("text", .string, "nil", "The text shown, in textAttributes."),
                    Property("textInsets", .insets, "UIEdgeInsets(top: 11, left: 15, bottom: 11, right: 15)",
                             "The space around the text node."),
                    Property("textAttributes", .attributes, "[.font: UIFont.systemFont(ofSize: 18)]",
                             "The text's attributes; only .font changes the layout."),
                    Property("textNode", .element, "ASTextNode()", "The text node the cell lays out (read-only)."),
                 ]),
        TypeInfo("ASNetworkImageNode", superType: "ASImageNode", isElement: true,
                 doc: "An image node that downloads its image. layoutrepl never downloads, so it measures like ASImageNode with its defaultImage (or an image set directly), and like ASDisplayNode without one.",
                 initializers: [node("ASNetworkImageNode", "image", .image(nil)),
                                node("ASNetworkImageNode", "image", .image(nil),
                                     [Parameter("cache", .anyIgnored("ASImageCacheProtocol")),
                                      Parameter("downloader", .anyIgnored("ASImageDownloaderProtocol"))])],
                 properties: networkImageProperties,
                 ignoredMethods: ignoredMethods([(.loading, ["setURL(_:resetToDefault:)"])])),
        TypeInfo("ASMultiplexImageNode", superType: "ASImageNode", isElement: true,
                 doc: "An image node that loads the best of several images from its data source. layoutrepl loads none, so it measures like ASImageNode with an image set directly, and like ASDisplayNode without one.",
                 initializers: [node("ASMultiplexImageNode", "image", .image(nil)),
                                node("ASMultiplexImageNode", "image", .image(nil),
                                     [Parameter("cache", .anyIgnored("ASImageCacheProtocol")),
                                      Parameter("downloader", .anyIgnored("ASImageDownloaderProtocol"))])],
                 properties: multiplexImageProperties,
                 ignoredMethods: ignoredMethods([(.loading, ["reloadImageIdentifierSources()"])])),
        TypeInfo("ASEditableTextNode", superType: "ASDisplayNode", isElement: true,
                 doc: "An editable text view. -[ASEditableTextNode calculateSizeThatFits:] measures the typed text (or the placeholder while nothing is typed) at the whole max width, adds textContainerInset, and caps the result at the max.",
                 initializers: [node("ASEditableTextNode", "editor", .editableText(EditableText())),
                                // ASEditableTextNode.h: the TextKit stacks it draws with, which layout does not read.
                                node("ASEditableTextNode", "editor", .editableText(EditableText()),
                                     [Parameter("textKitComponents", .anyIgnored("ASTextKitComponents")),
                                      Parameter("placeholderTextKitComponents", .anyIgnored("ASTextKitComponents"))])],
                 properties: [
                    Property("attributedText", .attributedString, "nil", "The typed text; nil while the placeholder shows."),
                    Property("attributedPlaceholderText", .attributedString, "nil", "The text shown while nothing is typed."),
                    Property("maximumLinesToDisplay", .integer, "0", "The most lines measured; 0 means no limit."),
                    Property("textContainerInset", .insets, "UIEdgeInsets.zero", "Space around the text, added to its size."),
                 ] + displayOnly([
                    (.colours, [("typingAttributes", "[NSAttributedString.Key: Any]")]),
                    (.delegates, [("delegate", "ASEditableTextNodeDelegate")]),
                    (.interaction, [("scrollEnabled", "Bool"), ("returnKeyType", "UIReturnKeyType"),
                                    ("keyboardType", "UIKeyboardType"),
                                    ("autocapitalizationType", "UITextAutocapitalizationType"),
                                    ("autocorrectionType", "UITextAutocorrectionType"), ("isSecureTextEntry", "Bool"),
                                    // The rest of UITextInputTraits, which ASEditableTextNode adopts.
                                    ("spellCheckingType", "UITextSpellCheckingType"),
                                    ("keyboardAppearance", "UIKeyboardAppearance"),
                                    ("enablesReturnKeyAutomatically", "Bool"), ("textContentType", "UITextContentType"),
                                    ("smartQuotesType", "UITextSmartQuotesType"),
                                    ("smartDashesType", "UITextSmartDashesType")]),
                    (.viewAndLayer, [("textView", "UITextView")]),
                 ])),
        TypeInfo("ASScrollNode", superType: "ASDisplayNode", isElement: true,
                 doc: "A node backed by a UIScrollView. Its content is measured with no limit along its scrollableDirections; with automaticallyManagesContentSize it takes the space offered (or its content's size where that is unbounded) and its content keeps its own size.",
                 initializers: [node("ASScrollNode", "scroll", .scroll(ScrollOptions()))],
                 properties: [
                    Property("automaticallyManagesContentSize", .bool, "false",
                             "The content size follows the layout. Turning it on without scrollableDirections makes the node scroll vertically."),
                    Property("scrollableDirections", .optionSet("ASScrollDirection"), "[]",
                             "The directions the content is measured without a limit in."),
                 ] + displayOnly([(.viewAndLayer, [("view", "UIScrollView")])])),
        TypeInfo("ASVideoNode", superType: "ASNetworkImageNode", isElement: true,
                 doc: "A node that plays a video. -[ASVideoNode calculateSizeThatFits:] returns the max it is offered, or 0×0 when a side of it is infinite.",
                 initializers: [node("ASVideoNode", "video", .offeredSize(.videoNode))],
                 properties: displayOnly([
                    (.loading, [("asset", "AVAsset"), ("assetURL", "URL"), ("currentItem", "AVPlayerItem"),
                                ("player", "AVPlayer"), ("playerLayer", "AVPlayerLayer")]),
                    (.rendering, [("shouldAutoplay", "Bool"), ("shouldAutorepeat", "Bool"), ("muted", "Bool"),
                                  ("periodicTimeObserverTimescale", "Int32")]),
                    (.contentMode, [("gravity", "String")]),
                    (.delegates, [("delegate", "ASVideoNodeDelegate")]),
                 ])),
        TypeInfo("ASVideoPlayerNode", superType: "ASDisplayNode", isElement: true,
                 doc: "A video node with controls. Its layout spec is an absolute spec over its video node at the max it is offered (0×0 when a side is infinite): it takes the max where that is bounded, and its min elsewhere.",
                 initializers: [node("ASVideoPlayerNode", "player", .offeredSize(.videoPlayerNode)),
                                node("ASVideoPlayerNode", "player", .offeredSize(.videoPlayerNode),
                                     [Parameter("url", .anyIgnored("URL"))]),
                                node("ASVideoPlayerNode", "player", .offeredSize(.videoPlayerNode),
                                     [Parameter("asset", .anyIgnored("AVAsset"))])],
                 properties: displayOnly([
                    (.delegates, [("delegate", "ASVideoPlayerNodeDelegate")]),
                    (.interaction, [("controlsDisabled", "Bool")]),
                    // ASVideoPlayerNode.h spells its proxies of the video node's shouldAutoplay and shouldAutorepeat
                    // with a capital P and R.
                    (.rendering, [("shouldAutoPlay", "Bool"), ("shouldAutoRepeat", "Bool"), ("muted", "Bool"),
                                  ("shouldAggressivelyRecoverFromStall", "Bool")]),
                    (.contentMode, [("gravity", "String")]),
                 ])),
        TypeInfo("ASMapNode", superType: "ASImageNode", isElement: true,
                 doc: "A map snapshot or live map. -[ASMapNode calculateSizeThatFits:] returns the max it is offered when both sides are bounded, 0×0 otherwise; its image does not change its size.",
                 initializers: [node("ASMapNode", "map", .offeredSize(.mapNode))],
                 properties: mapProperties),
        TypeInfo("ASTableNode", superType: "ASDisplayNode", isElement: true,
                 doc: "A table of cell nodes. Its cells are laid out by the table, not by layout specs; the node itself sizes like ASDisplayNode.",
                 initializers: [node("ASTableNode", "table", .plain),
                                node("ASTableNode", "table", .plain, [Parameter("style", .anyIgnored("UITableView.Style"))])],
                 properties: tableProperties, ignoredMethods: tableMethods),
        TypeInfo("ASCollectionNode", superType: "ASDisplayNode", isElement: true,
                 doc: "A collection of cell nodes. Its cells are laid out by its collection view layout; the node itself sizes like ASDisplayNode.",
                 initializers: [
                    node("ASCollectionNode", "collection", .plain,
                         [Parameter("collectionViewLayout", .anyIgnored("UICollectionViewLayout"))]),
                    node("ASCollectionNode", "collection", .plain,
                         [Parameter("frame", .rect), Parameter("collectionViewLayout", .anyIgnored("UICollectionViewLayout"))]),
                    // ASCollectionNode.h's initWithLayoutDelegate:layoutFacilitator: (a gallery or other
                    // ASCollectionLayoutDelegate lays out the cells).
                    node("ASCollectionNode", "collection", .plain,
                         [Parameter("layoutDelegate", .anyIgnored("ASCollectionLayoutDelegate")),
                          Parameter("layoutFacilitator", .anyIgnored("ASCollectionViewLayoutFacilitatorProtocol?"))]),
                 ],
                 properties: collectionProperties, ignoredMethods: collectionMethods),
        TypeInfo("ASPagerNode", superType: "ASCollectionNode", isElement: true,
                 doc: "A horizontally paging collection node; it sizes like ASDisplayNode.",
                 initializers: [node("ASPagerNode", "pager", .plain),
                                node("ASPagerNode", "pager", .plain,
                                     [Parameter("collectionViewLayout", .anyIgnored("ASPagerFlowLayout"))])],
                 // ASPagerNode.h: whether the view controller may adjust the pager's insets, which only moves its
                 // cells.
                 properties: displayOnly([(.viewAndLayer, [("allowsAutomaticInsetsAdjustment", "Bool")])]),
                 // ASPagerNode.h: its data source and delegate are set with methods.
                 ignoredMethods: ignoredMethods([(.delegates, ["setDataSource(_:)", "setDelegate(_:)"])])),
        ignoredValueType("UICollectionViewFlowLayout", "A collection view layout; only the collection's cells use it."),
        ignoredValueType("ASPagerFlowLayout", "The pager's flow layout; only its cells use it."),
        TypeInfo("UIControl", doc: "UIKit's control; layout code names it for UIControl.State."),
    ]

    // MARK: ASDisplayNode additions

    /// Closure types that an initializer takes and layout never calls, so any closure expression is accepted there.
    static let unusedClosureTypes: Set = ["ASDisplayNodeViewBlock", "ASDisplayNodeLayerBlock", "ASDisplayNodeDidLoadBlock",
                                          "UIGraphicsImageDrawingActions"]

    /// `ASDisplayNode(viewBlock:)` and friends: a node backed by a view or layer the closure creates. The closure is
    /// never called for layout; the node sizes like any ASDisplayNode.
    static let viewBackedInitializers: [Callable] = [
        node("ASDisplayNode", "node", .plain, [Parameter("viewBlock", .anyIgnored("ASDisplayNodeViewBlock"))]),
        node("ASDisplayNode", "node", .plain, [Parameter("viewBlock", .anyIgnored("ASDisplayNodeViewBlock")),
                                               Parameter("didLoad", .anyIgnored("ASDisplayNodeDidLoadBlock"))]),
        node("ASDisplayNode", "node", .plain, [Parameter("layerBlock", .anyIgnored("ASDisplayNodeLayerBlock"))]),
        node("ASDisplayNode", "node", .plain, [Parameter("layerBlock", .anyIgnored("ASDisplayNodeLayerBlock")),
                                               Parameter("didLoad", .anyIgnored("ASDisplayNodeDidLoadBlock"))]),
    ]

    static let displayNodeProperties: [Property] = [
        Property("safeAreaInsets", .insets, "UIEdgeInsets.zero",
                 "The safe area around the node (read-only): zero unless set with the shell command :safe-area TOP LEFT BOTTOM RIGHT."),
        Property("layoutMargins", .insets, "UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)",
                 "Margins layout code may read; kept as set. The safe area is not added to them (Texture adds it only before iOS 11)."),
        Property("insetsLayoutMarginsFromSafeArea", .bool, "true", "Kept as set; it changes no layout layoutrepl computes."),
        Property("automaticallyRelayoutOnSafeAreaChanges", .bool, "false",
                 "Kept as set; layoutrepl lays out again after every statement anyway."),
        Property("frame", .rect, "CGRect.zero",
                 "The node's frame in the session's current layout, relative to its supernode (at screen scale 2); zero while the node is in no layout. Setting it has no effect: the layout decides frames."),
        Property("bounds", .rect, "CGRect.zero", "The node's own rectangle: origin zero, the size of its frame."),
        Property("calculatedSize", .size, "CGSize.zero",
                 "The size of the node's last layout, here its size in the session's current layout (read-only)."),
        Property("supernode", .optionalElement, "nil", "The node whose layout spec lays this node out (read-only)."),
        Property("subnodes", .elements, "[]", "The nodes this node's layout spec lays out directly, or before it has one the nodes added with addSubnode (read-only)."),
    ]

    static let displayNodeMethods: [Method] = [
        Method("ASDisplayNode", "layoutThatFits", [Parameter(nil, .sizeRange)],
               doc: "Lays the node out in the range, its style applied, as -[ASDisplayNode layoutThatFits:] does. The ASLayout is given as a CGRect: .size is the layout's size.") {
            id, arguments, session throws(ScriptError) in
            layoutValue(session.tree, id, in: arguments.sizeRange(0), scale: session.environment.screenScale)
        },
        Method("ASDisplayNode", "calculateLayoutThatFits", [Parameter(nil, .sizeRange)],
               doc: "Lays the node out in the range without its own style size, as the one-argument -[ASDisplayNode calculateLayoutThatFits:] does. The ASLayout is given as a CGRect.") {
            id, arguments, session throws(ScriptError) in
            var tree = session.tree
            tree.updateStyle(id) { $0 = Style() }
            return layoutValue(tree, id, in: arguments.sizeRange(0), scale: session.environment.screenScale)
        },
        Method("ASDisplayNode", "asyncTraitCollection", [],
               doc: "The traits the node lays out with (ASTraitCollection): an iPhone in portrait, light, left to right, at the default Dynamic Type size.") {
            _, _, session throws(ScriptError) in
            traits(of: "ASTraitCollection", in: session.environment)
        },
        Method("ASDisplayNode", "primitiveTraitCollection", [],
               doc: "The traits the node lays out with, as Texture's ASPrimitiveTraitCollection struct.") {
            _, _, session throws(ScriptError) in
            traits(of: "ASPrimitiveTraitCollection", in: session.environment)
        },
        Method("ASDisplayNode", "calculateSizeThatFits", [Parameter(nil, .size)],
               doc: "The node's own measure for a constrained size (its class's -calculateSizeThatFits:), no style and no spec.") {
            id, arguments, session throws(ScriptError) in
            .size(session.tree.calculateSizeThatFits(id, arguments.size(0)))
        },
    ]

    /// An `ASLayout` of the node as a rectangle at the origin, rounded at the session's screen scale.
    static func layoutValue(_ tree: LayoutTree, _ id: ElementID, in range: SizeRange, scale: Double)
        -> ScriptValue
    {
        let size = tree.layout(root: id, in: range, scale: scale).size
        return .rect(Rect(origin: .zero, size: size))
    }

    static let textNodeProperties: [Property] = [
        Property("lineCount", .integer, "0",
                 "How many lines the text was laid out in, at the width of its frame in the current layout (read-only)."),
        Property("textContainerInset", .insets, "UIEdgeInsets.zero",
                 "Space kept around the text inside the node: the text gets the offered size minus the insets, and the node its text's size plus the insets."),
        Property("pointSizeScaleFactors", .array(.number), "nil",
                 "Smaller font scales tried in order (e.g. [0.9, 0.8]) when the longest word, the maximumNumberOfLines or the height does not fit at the font's own size; the text is measured at the first scale that fits (fonts rounded to whole points), else at the last."),
        Property("linkAttributeNames", .anyIgnored("[String]"), "[]",
                 "Attributes that mark links. Accepted: links do not change the layout.", access: .visualOnly),
        Property("additionalTruncationMessage", .anyIgnored("NSAttributedString"), "nil",
                 "Text shown after the truncation token. Accepted; layoutrepl always uses …", access: .visualOnly),
        Property("exclusionPaths", .anyIgnored("[UIBezierPath]"), "nil",
                 "Shapes the text flows around; layoutrepl has no paths to measure, so the text is laid out as if it had none.",
                 access: .notModelled),
        Property("delegate", .anyIgnored("ASTextNodeDelegate"), "nil", "Link taps. Accepted and ignored.",
                 access: .visualOnly),
        Property("passthroughNonlinkTouches", .anyIgnored("Bool"), "false",
                 "Whether touches outside links pass through. Accepted and ignored.", access: .visualOnly,
                 displayKind: .interaction),
        Property("highlightStyle", .anyIgnored("ASTextNodeHighlightStyle"), ".light",
                 "How a tapped link is highlighted. Accepted and ignored.", access: .visualOnly, displayKind: .interaction),
    ]

    private static let networkImageProperties: [Property] = [
        Property("defaultImage", .image, "nil",
                 "The image shown until the download finishes, which in layoutrepl is always: the node measures as this image's size."),
        Property("url", .anyIgnored("URL"), "nil",
                 "Where the image is downloaded from. Accepted; layoutrepl downloads nothing.", access: .visualOnly,
                 displayKind: .loading),
        Property("URL", .anyIgnored("URL"), "nil",
                 "The Objective-C spelling of url. Accepted; layoutrepl downloads nothing.", access: .visualOnly,
                 displayKind: .loading),
    ] + displayOnly([
        (.delegates, [("delegate", "ASNetworkImageNodeDelegate")]),
        (.loading, [("URLs", "[URL]"), ("shouldCacheImage", "Bool"), ("shouldRenderProgressImages", "Bool"),
                    // Declared by newer Texture (ASNetworkImageNode.mm sets it in init), not the stored header.
                    ("shouldRetryImageDownload", "Bool"),
                    ("currentImageQuality", "CGFloat"), ("renderedImageQuality", "CGFloat")]),
    ])

    /// ASMultiplexImageNode.h: where its images come from. None is loaded, so none changes the layout.
    private static let multiplexImageProperties = displayOnly([
        (.loading, [("imageIdentifiers", "[ASImageIdentifier]"), ("dataSource", "ASMultiplexImageNodeDataSource"),
                    ("downloadsIntermediateImages", "Bool"), ("cache", "ASImageCacheProtocol"),
                    ("downloader", "ASImageDownloaderProtocol"), ("shouldRenderProgressImages", "Bool"),
                    ("imageManager", "PHImageManager"), ("loadedImageIdentifier", "ASImageIdentifier"),
                    ("displayedImageIdentifier", "ASImageIdentifier"),
                    // ASMultiplexImageNode.h of newer Texture; the stored header predates it.
                    ("shouldRetryImageDownload", "Bool")]),
        (.delegates, [("delegate", "ASMultiplexImageNodeDelegate")]),
    ])

    /// ASCellNode.h: the cell's selection state and the UITableViewCell settings ASTableView copies onto the cell
    /// hosting the node. The accessory view is the table cell's, outside the node: it does not change the node's
    /// layout (the header asks the app's spec to leave room for it).
    private static let cellProperties = displayOnly([
        (.placeholders, [("neverShowPlaceholders", "Bool")]),
        (.interaction, [("isSelected", "Bool"), ("isHighlighted", "Bool"),
                        ("selectionStyle", "UITableViewCell.SelectionStyle"),
                        ("focusStyle", "UITableViewCell.FocusStyle")]),
        (.viewAndLayer, [("accessoryType", "UITableViewCell.AccessoryType"), ("separatorInset", "UIEdgeInsets"),
                         ("selectedBackgroundView", "UIView")]),
        (.loading, [("nodeModel", "Any")]),
    ])

    /// ASMapNode.h: the map shown, drawn as a snapshot (or a live MKMapView once loaded) at the node's size.
    /// `mapView` is nil until a live map loads, so `map.mapView?.x = …` does nothing, as on a device before load.
    private static let mapProperties = displayOnly([
        (.loading, [("region", "MKCoordinateRegion"), ("options", "MKMapSnapshotOptions"),
                    ("annotations", "[MKAnnotation]"), ("showAnnotationsOptions", "ASMapNodeShowAnnotationsOptions"),
                    ("imageForStaticMapAnnotationBlock", "(MKAnnotation, UnsafeMutablePointer<CGPoint>) -> UIImage?"),
                    ("needsMapReloadOnBoundsChange", "Bool")]),
        (.interaction, [("isLiveMap", "Bool")]),
        (.delegates, [("mapDelegate", "MKMapViewDelegate")]),
    ]) + [Property("mapView", .object("MKMapView"), "nil",
                   "The live MKMapView (read-only): nil, as before a live map loads; map.mapView?.… does nothing.")]

    /// ASTableNode.h and ASCollectionNode.h: what both declare. Their cells are laid out by the table or collection
    /// view, so none of these changes the node's own layout.
    private static let scrollingListProperties = displayOnly([
        (.loading, [("dataSource", "AnyObject"), ("leadingScreensForBatching", "CGFloat")]),
        (.delegates, [("delegate", "AnyObject")]),
        (.viewAndLayer, [("view", "UIScrollView")]),
        (.interaction, [("inverted", "Bool"), ("contentInset", "UIEdgeInsets"), ("contentOffset", "CGPoint"),
                        ("allowsSelection", "Bool"), ("allowsMultipleSelection", "Bool")]),
    ])

    /// ASTableNode.h's own settings.
    private static let tableProperties = scrollingListProperties + displayOnly([
        (.interaction, [("automaticallyAdjustsContentOffset", "Bool"), ("isPagingEnabled", "Bool"),
                        ("allowsSelectionDuringEditing", "Bool"), ("allowsMultipleSelectionDuringEditing", "Bool")]),
    ])

    /// ASCollectionNode.h's own settings (ASTableNode.h declares no scroll indicators or bounce: a table node's
    /// are set on its view).
    private static let collectionProperties = scrollingListProperties + displayOnly([
        (.interaction, [("alwaysBounceVertical", "Bool"), ("alwaysBounceHorizontal", "Bool"),
                        ("showsVerticalScrollIndicator", "Bool"), ("showsHorizontalScrollIndicator", "Bool")]),
        (.viewAndLayer, [("collectionViewLayout", "UICollectionViewLayout"),
                         ("layoutInspector", "ASCollectionViewLayoutInspecting")]),
        // ASCollectionNode+Beta.h: how the cells are laid out, not the collection node itself.
        (.rendering, [("cellLayoutMode", "ASCellLayoutMode")]),
    ])

    /// Methods both lists have: data reloads, batch updates, scrolling and range tuning, none of which lays out the
    /// node itself.
    private static let scrollingListMethods: [(DisplayKind, [String])] = [
        (.loading, ["reloadData()", "reloadData(completion:)", "relayoutItems()",
                    "performBatchUpdates(_:completion:)", "performBatch(animated:updates:completion:)",
                    "waitUntilAllUpdatesAreProcessed()", "onDidFinishProcessingUpdates(_:)",
                    "insertSections(_:)", "deleteSections(_:)", "reloadSections(_:)", "moveSection(_:toSection:)",
                    "setTuningParameters(_:for:)", "setTuningParameters(_:for:rangeType:)"]),
        (.interaction, ["setContentOffset(_:animated:)"]),
    ]

    private static let tableMethods = ignoredMethods(scrollingListMethods + [
        (.loading, ["insertRows(at:with:)", "deleteRows(at:with:)", "reloadRows(at:with:)", "moveRow(at:to:)",
                    "waitUntilAllUpdatesAreCommitted()"]),
        (.interaction, ["scrollToRow(at:at:animated:)", "selectRow(at:animated:scrollPosition:)",
                        "deselectRow(at:animated:)"]),
    ])

    private static let collectionMethods = ignoredMethods(scrollingListMethods + [
        (.loading, ["insertItems(at:)", "deleteItems(at:)", "reloadItems(at:)", "moveItem(at:to:)",
                    "registerSupplementaryNode(ofKind:)"]),
        (.interaction, ["scrollToItem(at:at:animated:)", "selectItem(at:animated:scrollPosition:)",
                        "deselectItem(at:animated:)"]),
    ])

    /// ASControlNode.h's states: a button lays out the content of its current state; on other controls they are
    /// interaction settings.
    private static func controlStateProperties(access: Property.Access) -> [Property] {
        let kind: DisplayKind? = access == .visualOnly ? .interaction : nil
        return [Property("isEnabled", .bool, "true",
                         "Whether the control takes touches; a disabled button shows its .disabled content.",
                         access: access, displayKind: kind),
                Property("isHighlighted", .bool, "false",
                         "Whether a touch is down; a button shows its .highlighted content.", access: access,
                         displayKind: kind),
                Property("isSelected", .bool, "false",
                         "Whether the control is selected; a button shows its .selected content.", access: access,
                         displayKind: kind)]
    }

    private static func ignoredValueType(_ name: String, _ doc: String) -> TypeInfo {
        TypeInfo(name, doc: doc + " Accepted and ignored.",
                 initializers: [Callable(name, nil, [], doc: "Creates one.") { _ throws(ScriptError) in
                     .value(.ignored(type: name))
                 }])
    }

    /// The font size in a text attributes dictionary, or `fallback` when it has no `.font`.
    private static func fontSize(in attributes: ScriptValue, default fallback: Double) -> Double {
        textAttributes(attributes).fontSize ?? fallback
    }

    // MARK: ASButtonNode

    private static let buttonType = TypeInfo(
        "ASButtonNode", superType: "ASControlNode", isElement: true,
        doc: "A button. -[ASButtonNode layoutSpecThatFits:] stacks its image and title (contentSpacing apart, horizontally unless laysOutHorizontally is false, aligned by contentHorizontalAlignment and contentVerticalAlignment), insets the stack by contentEdgeInsets and puts it over the background image. The title has flexShrink 1.",
        initializers: [node("ASButtonNode", "button", .button(ButtonNode()))],
        properties: [
            Property("contentSpacing", .number, "8", "Points between the image and the title."),
            Property("laysOutHorizontally", .bool, "true", "Image and title side by side (true) or stacked (false)."),
            Property("contentHorizontalAlignment", .enumeration("ASHorizontalAlignment"), ".middle",
                     "Where the content goes horizontally inside the button."),
            Property("contentVerticalAlignment", .enumeration("ASVerticalAlignment"), ".center",
                     "Where the content goes vertically inside the button."),
            Property("contentEdgeInsets", .insets, "UIEdgeInsets.zero", "Space between the button's edges and its content."),
            Property("imageAlignment", .enumeration("ASButtonNodeImageAlignment"), ".beginning",
                     "Whether the image comes before the title or after it."),
            Property("titleNode", .element, "ASTextNode()", "The text node showing the title (read-only)."),
            Property("imageNode", .element, "ASImageNode()", "The image node showing the image (read-only)."),
            Property("backgroundImageNode", .element, "ASImageNode()",
                     "The image node behind the content, at the button's size (read-only)."),
        ] + controlStateProperties(access: .readWrite),
        methods: [
            Method("ASButtonNode", "setTitle",
                   [Parameter(nil, .string), Parameter("with", .font), Parameter("with", .anyIgnored("UIColor?")),
                    Parameter("for", .optionSet("UIControl.State"))],
                   doc: "Sets the title for a state in the font given.") { id, arguments, session throws(ScriptError) in
                guard case .font(let size) = arguments[1] else { return .void }
                setTitle(TextContent(arguments.string(0), fontSize: size), for: arguments.optionNames(3), of: id, in: &session)
                return .void
            },
            Method("ASButtonNode", "setTitle",
                   [Parameter(nil, .string), Parameter("with", .anyIgnored("UIFont?")),
                    Parameter("with", .anyIgnored("UIColor?")), Parameter("for", .optionSet("UIControl.State"))],
                   doc: "Sets the title for a state with a nil font: the system font at UIFont.buttonFontSize, 18 pt.") {
                id, arguments, session throws(ScriptError) in
                setTitle(TextContent(arguments.string(0), fontSize: buttonFontSize), for: arguments.optionNames(3), of: id,
                         in: &session)
                return .void
            },
            Method("ASButtonNode", "setAttributedTitle",
                   [Parameter(nil, .attributedString), Parameter("for", .optionSet("UIControl.State"))],
                   doc: "Sets the title for a state.") { id, arguments, session throws(ScriptError) in
                setTitle(arguments[0].textContent, for: arguments.optionNames(1), of: id, in: &session)
                return .void
            },
            Method("ASButtonNode", "attributedTitle", [Parameter("for", .optionSet("UIControl.State"))],
                   doc: "The title set for a state, or nil.") { id, arguments, session throws(ScriptError) in
                guard let state = ScriptSession.buttonState(arguments.optionNames(0)),
                      let title = session.button(id)?.titles[state] else { return .null }
                return .attributedString(AttributedText(title))
            },
            Method("ASButtonNode", "setImage", [Parameter(nil, .image), Parameter("for", .optionSet("UIControl.State"))],
                   doc: "Sets the image for a state; the image node takes the image's size (44×44, with a note, for an image of unknown size, as an ASImageNode).") {
                id, arguments, session throws(ScriptError) in
                guard let state = ScriptSession.buttonState(arguments.optionNames(1)) else { return .void }
                let size = session.buttonImageSize(arguments[0])
                session.updateButton(id) { $0.images[state] = size }
                return .void
            },
            Method("ASButtonNode", "image", [Parameter("for", .optionSet("UIControl.State"))],
                   doc: "The image set for a state (at the size it is laid out at), or nil.") {
                id, arguments, session throws(ScriptError) in
                buttonImage(session.button(id)?.images, for: arguments.optionNames(0))
            },
            Method("ASButtonNode", "backgroundImage", [Parameter("for", .optionSet("UIControl.State"))],
                   doc: "The background image set for a state (at the size it is laid out at), or nil.") {
                id, arguments, session throws(ScriptError) in
                buttonImage(session.button(id)?.backgroundImages, for: arguments.optionNames(0))
            },
            Method("ASButtonNode", "setBackgroundImage",
                   [Parameter(nil, .image), Parameter("for", .optionSet("UIControl.State"))],
                   doc: "Sets the background image for a state; it is laid out behind the content at the button's size (an image of unknown size is 44×44, with a note, as in an ASImageNode).") {
                id, arguments, session throws(ScriptError) in
                guard let state = ScriptSession.buttonState(arguments.optionNames(1)) else { return .void }
                let size = session.buttonImageSize(arguments[0])
                session.updateButton(id) { $0.backgroundImages[state] = size }
                return .void
            },
        ])

    /// `-[ASButtonNode imageForState:]` and `backgroundImageForState:`: the image kept for the state, or nil.
    private static func buttonImage(_ images: [ButtonState: Size]?, for state: [String]) -> ScriptValue {
        guard let state = ScriptSession.buttonState(state), let size = images?[state] else { return .null }
        return .image(name: "", size: size)
    }

    /// `UIFont.buttonFontSize`, what `-[ASButtonNode setTitle:withFont:withColor:forState:]` uses for a nil font.
    private static let buttonFontSize: Double = 18

    /// `-[ASButtonNode setAttributedTitle:forState:]`: a state the setter does not know is ignored.
    private static func setTitle(_ title: TextContent?, for state: [String], of id: ElementID,
                                 in session: inout ScriptSession) {
        guard let state = ScriptSession.buttonState(state) else { return }
        session.updateButton(id) { $0.titles[state] = title }
    }

    // MARK: Enumerations and constants

    /// `ASDisplayNodeWithBackgroundColor`, the helper Texture's layout documentation and snapshot tests make their
    /// example nodes with (Tests/ASLayoutSpecSnapshotTestsHelper.h): a node of that colour whose style width and height
    /// are the size given, in points (0 × 0 without one), so the docs' examples paste as they are.
    static let documentationFunctions: [Callable] = [
        Callable(nil, "ASDisplayNodeWithBackgroundColor", [Parameter(nil, .anyIgnored("UIColor")), Parameter(nil, .size)],
                 doc: "A node of that colour, exactly that size: the helper of Texture's layout docs.") { arguments in
            coloredNode(size: arguments.size(1))
        },
        Callable(nil, "ASDisplayNodeWithBackgroundColor", [Parameter(nil, .anyIgnored("UIColor"))],
                 doc: "A node of that colour, 0 × 0 (its width and height are 0 points): the helper of Texture's layout "
                    + "docs.") { _ in coloredNode(size: .zero) },
    ]

    private static func coloredNode(size: Size) -> Built {
        var style = Style()
        style.width = .points(size.width)
        style.height = .points(size.height)
        return .element(className: "ASDisplayNode", namePrefix: "node", kind: .node(Node()), style: style)
    }

    static let nodeEnumerations: [Enumeration] = [
        Enumeration(name: "ASButtonNodeImageAlignment", isOptionSet: false,
                    doc: "Where a button's image goes relative to its title.",
                    cases: [EnumCase(name: "beginning", doc: "The image before the title (the default)."),
                            EnumCase(name: "end", doc: "The image after the title.")]),
        Enumeration(name: "UIControl.State", isOptionSet: true,
                    doc: "The state a button's title or image is set for; only the content of the current state (normal by default) is laid out.",
                    cases: [EnumCase(name: "normal", doc: "The default state ([])."),
                            EnumCase(name: "highlighted", doc: "While a touch is down."),
                            EnumCase(name: "selected", doc: "While isSelected is true."),
                            EnumCase(name: "disabled", doc: "While isEnabled is false."),
                            EnumCase(name: "focused", doc: "Focus (tvOS); ASButtonNode keeps no content for it.")]),
        Enumeration(name: "ASScrollDirection", isOptionSet: true, doc: "The directions a scroll node scrolls in.",
                    cases: ["right", "left", "up", "down"].map { EnumCase(name: $0, doc: "Scrolls \($0).") }),
    ]

    static let nodeConstants: [StaticValue] = [
        StaticValue(name: "ASScrollDirectionVerticalDirections",
                    value: .options(type: "ASScrollDirection", names: ["up", "down"]), doc: "Up and down."),
        StaticValue(name: "ASScrollDirectionHorizontalDirections",
                    value: .options(type: "ASScrollDirection", names: ["left", "right"]), doc: "Left and right."),
    ]
}

extension ScriptAPI.Callable {
    /// The call written with its last argument as a trailing closure (`ASDisplayNode { UIView() }`), when that
    /// argument is a closure layout never calls: the other parameters, with the closure passed as ignored.
    var takingUnusedTrailingClosure: ScriptAPI.Callable? {
        guard let last = parameters.last, last.type.isUnusedClosure else { return nil }
        return ScriptAPI.Callable(owner, name, Array(parameters.dropLast()), doc: doc) { [build] arguments throws(ScriptError) in
            try build(Arguments(values: arguments.values + [.ignored(type: last.type.description)],
                                receiver: arguments.receiver, environment: arguments.environment))
        }
    }
}

extension ValueType {
    /// A closure argument layout never calls (`viewBlock:`): any closure expression is accepted there.
    var isUnusedClosure: Bool {
        if case .anyIgnored(let name) = self { return ScriptAPI.unusedClosureTypes.contains(name) }
        return false
    }
}

extension Arguments {
    func sizeRange(_ index: Int) -> SizeRange {
        if case .sizeRange(let value) = self[index] { return value }
        return SizeRange(min: .zero, max: .zero)
    }
}
