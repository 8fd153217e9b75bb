import Foundation
import LayoutGame
import LayoutScript
import Testing
import TextureLayout
@testable import LayoutShell

/// A realistic feed cell, pasted whole as an app has it: a private metrics enum, closure-initialized nodes, an
/// optional badge made in the initializer, a helper method, a guard, an initializer with parameters and defaults.
let feedCellClass = """
final class FeedCellNode: ASCellNode {
    private enum Metrics {
        static let avatarSize: CGFloat = 40
        static let insets = UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16)
    }

    private let avatarNode: ASImageNode = {
        let node = ASImageNode()
        node.style.preferredSize = CGSize(width: Metrics.avatarSize, height: Metrics.avatarSize)
        node.cornerRadius = Metrics.avatarSize / 2
        return node
    }()
    private let nameNode = ASTextNode()
    private let bodyNode: ASTextNode = {
        let node = ASTextNode()
        node.maximumNumberOfLines = 3
        return node
    }()
    private var badgeNode: ASDisplayNode?
    private let tags: [String]

    init(name: String, body: String, tags: [String] = [], verified: Bool = false) {
        self.tags = tags
        super.init()
        automaticallyManagesSubnodes = true
        nameNode.attributedText = NSAttributedString(string: name, attributes: [.font: UIFont.boldSystemFont(ofSize: 14)])
        bodyNode.attributedText = NSAttributedString(string: body)
        if verified {
            let badge = ASDisplayNode()
            badge.style.preferredSize = CGSize(width: 12, height: 12)
            badgeNode = badge
        }
    }

    private func headerSpec() -> ASLayoutSpec {
        var items: [ASLayoutElement] = [nameNode]
        if let badge = badgeNode { items.append(badge) }
        return ASStackLayoutSpec(direction: .horizontal, spacing: 4, justifyContent: .start, alignItems: .center, children: items)
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        guard constrainedSize.max.width > 0 else { return ASLayoutSpec() }
        let text = ASStackLayoutSpec.vertical()
        text.spacing = tags.isEmpty ? 2 : 6
        text.children = [headerSpec(), bodyNode]
        text.style.flexShrink = 1
        let row = ASStackLayoutSpec(direction: .horizontal, spacing: 10, justifyContent: .start, alignItems: .start, children: [avatarNode, text])
        return ASInsetLayoutSpec(insets: Metrics.insets, child: row)
    }
}
"""

let feedCellCall = "FeedCellNode(name: \"Ana\", body: \"Shipped the new layout engine today\", tags: [\"swift\"], verified: true)"

/// The frames Texture gives the cell: 16/12 insets, a 40 pt avatar, 10 pt gap, the name and the 12 pt badge in a
/// centred row 4 pt apart, 6 pt (tags present) above the body, the text column shrinking to the row.
let feedCellFrames = [
    "avatarNode 16 12 40 40", "nameNode 66 12 21 14", "badgeNode 91 13 12 12", "bodyNode 66 32 210 12",
]

private func frames(_ layout: LayoutResult?, in tree: LayoutTree) -> [String] {
    (layout?.frames ?? []).map { frame in
        let rect = frame.frame
        return "\(tree[frame.element].name) \(formatPoints(rect.minX)) \(formatPoints(rect.minY)) "
            + "\(formatPoints(rect.size.width)) \(formatPoints(rect.size.height))"
    }
}

/// The names of the nodes the session's layout frames, in z-order.
private func framedNodes(_ session: ScriptSession) -> [String] {
    frames(session.layout(scale: 2), in: session.tree).map { String($0.split(separator: " ")[0]) }
}

@Suite struct PastedClassTests {
    @Test func theCellLaysOutWhereTheCodeMakesIt() {
        var session = ScriptSession()
        let outcome = session.run(feedCellClass + "\n" + feedCellCall)
        #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
        #expect(frames(session.layout(scale: 2), in: session.tree) == feedCellFrames)
    }

    /// Pasted alone, the class is made with stand-ins, and `verified: true` rather than its default: that shows the
    /// badge, which `verified: false` leaves out. `tags` keeps its default: no tag shows another node.
    /// The values picked count the nodes of the pasted classes the class places (a stepper's buttons), and a number
    /// the class itself takes is tried before the many fields of its model: `quantity: 2` shows the stepper's
    /// buttons, which its stand-in 0 leaves for an "Add" button.
    @Test func aNumberTheClassTakesIsTriedBeforeItsModelsFields() {
        var session = ScriptSession()
        let outcome = session.run("""
            enum TileBadge { case none, sale, new, lowStock }
            enum TileUnit { case each, weight, volume, pack }
            struct TileProduct {
                let name: String
                let brand: String?
                let badge: TileBadge
                let unit: TileUnit
                let isFeatured: Bool
                let isAvailable: Bool
                let isOrganic: Bool
            }
            final class StepperNode: ASDisplayNode {
                let minusButton = ASButtonNode()
                let plusButton = ASButtonNode()
                let addButton = ASButtonNode()
                let count: Int
                init(count: Int) {
                    self.count = count
                    super.init()
                    automaticallyManagesSubnodes = true
                    for button in [minusButton, plusButton, addButton] {
                        button.style.preferredSize = CGSize(width: 30, height: 30)
                    }
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    let children: [ASLayoutElement] = count == 0 ? [addButton] : [minusButton, plusButton]
                    return ASStackLayoutSpec(direction: .horizontal, spacing: 4, justifyContent: .start,
                                             alignItems: .start, children: children)
                }
            }
            final class TileNode: ASCellNode {
                let nameNode = ASTextNode()
                let stepper: StepperNode
                init(product: TileProduct, quantity: Int) {
                    stepper = StepperNode(count: quantity)
                    super.init()
                    automaticallyManagesSubnodes = true
                    nameNode.attributedText = NSAttributedString(string: product.name)
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASStackLayoutSpec(direction: .vertical, spacing: 8, justifyContent: .start, alignItems: .start,
                                      children: [nameNode, stepper])
                }
            }
            """)
        #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
        #expect(framedNodes(session) == ["nameNode", "stepper", "minusButton", "plusButton"], "\(outcome.notes)")
    }

    @Test func pastedAloneTheShellMakesOne() {
        var session = ScriptSession()
        let outcome = session.run(feedCellClass)
        #expect(outcome.notes.contains("drawing FeedCellNode(name: \"name\", body: \"body\", verified: true) with "
            + "stand-in values, picked to show the most of its nodes; type FeedCellNode(…) with your own to draw another"))
        #expect(frames(session.layout(scale: 2), in: session.tree)
            == ["avatarNode 16 12 40 40", "nameNode 66 12 28 14", "badgeNode 98 13 12 12", "bodyNode 66 28 44 12"])
    }

    /// Stand-ins that already show every node are kept as they are: nothing else is tried.
    @Test func standInsThatShowEveryNodeAreKept() {
        var session = ScriptSession()
        let outcome = session.run("""
            enum Density { case regular, compact }
            final class RowNode: ASCellNode {
                let titleNode = ASTextNode()
                init(title: String, density: Density = .regular, selected: Bool = false) {
                    super.init()
                    automaticallyManagesSubnodes = true
                    titleNode.attributedText = NSAttributedString(string: title)
                    style.height = ASDimension(unit: .points, value: density == .compact ? 32 : 44)
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASCenterLayoutSpec(centeringOptions: .Y, sizingOptions: [], child: titleNode)
                }
            }
            """)
        #expect(outcome.notes.first == "drawing RowNode(title: \"title\") with stand-in values; type RowNode(…) with "
            + "your own to draw another")
    }

    /// A method that fills the cell, which the shell runs as the app would, is run with the values that show the most.
    @Test func aMethodThatFillsTheCellRunsWithTheValuesThatShowTheMost() {
        var session = ScriptSession()
        let outcome = session.run("""
            enum LoadState { case loading, failed, loaded }
            final class StatusNode: ASDisplayNode {
                let spinner = ASDisplayNode()
                let messageNode = ASTextNode()
                let retryButton = ASButtonNode()
                private var state: LoadState = .loading
                override init() {
                    super.init()
                    automaticallyManagesSubnodes = true
                    spinner.style.preferredSize = CGSize(width: 20, height: 20)
                    messageNode.attributedText = NSAttributedString(string: "Offline")
                    retryButton.setTitle("Retry", with: nil, with: nil, for: .normal)
                }
                func update(state: LoadState) {
                    self.state = state
                    setNeedsLayout()
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    switch state {
                    case .loading: return ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: spinner)
                    case .failed: return ASStackLayoutSpec(direction: .vertical, spacing: 8, justifyContent: .start,
                                                           alignItems: .center, children: [messageNode, retryButton])
                    case .loaded: return ASLayoutSpec()
                    }
                }
            }
            """)
        #expect(outcome.notes.contains("ran update(state: LoadState.failed) with stand-in values, picked to show the "
            + "most of its nodes, as the app fills the cell before showing it"), "\(outcome.notes)")
        #expect(framedNodes(session)
            == ["messageNode", "retryButton", "retryButton.titleNode"])
        // The spinner only the loading state shows is drawn below, in that state.
        #expect(outcome.notes.contains("not in StatusNode's layout as drawn, so Texture gives it no frame: spinner; "
            + "spinner is drawn below, in another state of the cell"), "\(outcome.notes)")
        #expect(session.companions.map(\.call) == ["StatusNode() after update(state: LoadState.loading)"])
        #expect(session.companions.map(\.name) == ["StatusNode state 2"])
        #expect(session.companions.first?.state?.shows == ["spinner"])
        #expect(session.companions.first.map { framedNodes($0.session) } == ["spinner"])
    }

    /// A class whose designated init() only sets it up and whose convenience initializer fills it from its
    /// parameters is made with the convenience one, as the app makes it.
    @Test func theConvenienceInitializerThatFillsTheNodeMakesTheStandIn() {
        var session = ScriptSession()
        let outcome = session.run("""
            final class DetailRowNode: ASCellNode {
                private let titleNode = ASTextNode()
                private let detailNode = ASTextNode()
                override init() {
                    super.init()
                    automaticallyManagesSubnodes = true
                }
                convenience init(title: String, detail: String?) {
                    self.init()
                    titleNode.attributedText = NSAttributedString(string: title)
                    if let detail = detail {
                        detailNode.attributedText = NSAttributedString(string: detail)
                    }
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    let children: [ASLayoutElement] = detailNode.attributedText?.length ?? 0 > 0 ? [titleNode, detailNode] : [titleNode]
                    return ASStackLayoutSpec(direction: .vertical, spacing: 4, justifyContent: .start, alignItems: .start,
                                             children: children)
                }
            }
            """)
        #expect(outcome.notes.first == "drawing DetailRowNode(title: \"title\", detail: \"detail\") with stand-in values; "
            + "type DetailRowNode(…) with your own to draw another", "\(outcome.notes)")
        #expect(framedNodes(session) == ["titleNode", "detailNode"])
    }

    /// A `Set` parameter of a pasted enum stands in as a set of its first case, as an array parameter does.
    @Test func aSetParameterStandsInWithOneItem() {
        var session = ScriptSession()
        let outcome = session.run("""
            enum Amenity: String, CaseIterable { case wifi, breakfast, balcony }
            final class AmenityChipsNode: ASDisplayNode {
                private let chips: [ASTextNode]
                init(amenities: Set<Amenity>) {
                    chips = Amenity.allCases.filter { amenities.contains($0) }.map { amenity in
                        let chip = ASTextNode()
                        chip.attributedText = NSAttributedString(string: amenity.rawValue)
                        return chip
                    }
                    super.init()
                    automaticallyManagesSubnodes = true
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASStackLayoutSpec(direction: .horizontal, spacing: 6, justifyContent: .start, alignItems: .start,
                                      children: chips)
                }
            }
            """)
        #expect(outcome.notes.first?.hasPrefix("drawing AmenityChipsNode(amenities: [Amenity.wifi])") == true,
                "\(outcome.notes)")
    }

    /// A switch over an app value (a view model's state, from a file not pasted) runs its first case in the drawing;
    /// each other case that shows other nodes is drawn below, as another state, its bindings read as app values.
    @Test func aSwitchOverAnAppValueDrawsItsOtherCasesAsStates() {
        var session = ScriptSession()
        let outcome = session.run("""
            protocol FeedViewModelType: AnyObject {
                var state: FeedState { get }
            }
            final class FeedNode: ASDisplayNode {
                private let viewModel: FeedViewModelType
                private let spinner = ASDisplayNode()
                private let errorNode = ASTextNode()
                private let titleNode = ASTextNode()
                init(viewModel: FeedViewModelType) {
                    self.viewModel = viewModel
                    super.init()
                    automaticallyManagesSubnodes = true
                    spinner.style.preferredSize = CGSize(width: 24, height: 24)
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    switch viewModel.state {
                    case .loading:
                        return ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: spinner)
                    case .failed(let message):
                        errorNode.attributedText = NSAttributedString(string: message)
                        return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8), child: errorNode)
                    default:
                        titleNode.attributedText = NSAttributedString(string: "Feed")
                        return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8), child: titleNode)
                    }
                }
            }
            """)
        #expect(outcome.diagnostic == nil, "\(String(describing: outcome.diagnostic))")
        #expect(framedNodes(session) == ["spinner"])
        #expect(session.companions.map(\.call) == [
            "FeedNode(viewModel: viewModel) with viewModel.state = .failed(let message)",
            "FeedNode(viewModel: viewModel) with viewModel.state = any other value",
        ])
        #expect(session.companions.map { $0.state?.shows ?? [] } == [["errorNode"], ["titleNode"]])
    }

    /// A class pasted beside the one drawn, which that drawing makes only in a state that leaves some of its own nodes
    /// out (an offer card whose buttons show while the offer is open), is drawn on its own too, with its own values.
    @Test func aClassTheDrawingMakesWithNodesLeftOutIsDrawnOnItsOwnToo() {
        var session = ScriptSession()
        let outcome = session.run("""
            final class OfferCardNode: ASDisplayNode {
                let amountNode = ASTextNode()
                let acceptButton = ASButtonNode()
                let isOpen: Bool
                init(amount: String, isOpen: Bool) {
                    self.isOpen = isOpen
                    super.init()
                    automaticallyManagesSubnodes = true
                    amountNode.attributedText = NSAttributedString(string: amount)
                    acceptButton.style.preferredSize = CGSize(width: 60, height: 30)
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASStackLayoutSpec(direction: .vertical, spacing: 4, justifyContent: .start, alignItems: .start,
                                      children: isOpen ? [amountNode, acceptButton] : [amountNode])
                }
            }
            final class MessageCellNode: ASCellNode {
                let timeNode = ASTextNode()
                let offerNode: OfferCardNode
                init(amount: String) {
                    offerNode = OfferCardNode(amount: amount, isOpen: false)
                    super.init()
                    automaticallyManagesSubnodes = true
                    timeNode.attributedText = NSAttributedString(string: "9:41")
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASStackLayoutSpec(direction: .vertical, spacing: 4, justifyContent: .start, alignItems: .start,
                                      children: [offerNode, timeNode])
                }
            }
            """)
        #expect(outcome.diagnostic == nil, "\(String(describing: outcome.diagnostic))")
        #expect(framedNodes(session) == ["offerNode", "amountNode", "timeNode"])
        #expect(session.companions.map(\.typeName) == ["OfferCardNode"])
        #expect(session.companions.first.map { framedNodes($0.session) } == ["amountNode", "acceptButton"])
    }

    /// The values tried reach a number inside a model inside the class's model (a surge multiplier past its
    /// threshold) after the model's flags and cases, and an optional model is made present to be tried.
    @Test func aNumberDeepInTheModelIsTriedToShowANode() {
        var session = ScriptSession()
        let outcome = session.run("""
            enum RideTier { case economy, comfort, premium, xl }
            struct SurgeInfo {
                let multiplier: Double
                var isSignificant: Bool { multiplier >= 1.3 }
            }
            struct RideOption {
                let tier: RideTier
                let fareLow: Double
                let fareHigh: Double?
                let etaMinutes: Int
                let surge: SurgeInfo?
                let promoText: String?
                let isAvailable: Bool
                let isShared: Bool
            }
            final class RideOptionCellNode: ASCellNode {
                let fareNode = ASTextNode()
                let surgeNode = ASTextNode()
                init(option: RideOption) {
                    super.init()
                    automaticallyManagesSubnodes = true
                    fareNode.attributedText = NSAttributedString(string: "$12")
                    if let surge = option.surge, surge.isSignificant {
                        surgeNode.attributedText = NSAttributedString(string: "1.5x")
                    }
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASStackLayoutSpec(direction: .horizontal, spacing: 4, justifyContent: .start, alignItems: .start,
                                      children: surgeNode.attributedText == nil ? [fareNode] : [fareNode, surgeNode])
                }
            }
            """)
        #expect(outcome.diagnostic == nil, "\(String(describing: outcome.diagnostic))")
        #expect(framedNodes(session) == ["fareNode", "surgeNode"], "\(outcome.notes)")
    }

    /// A range parameter of numbers stands in as the unit range.
    @Test func aRangeParameterStandsInAsTheUnitRange() {
        var session = ScriptSession()
        let outcome = session.run("""
            final class GoalNode: ASDisplayNode {
                let bar = ASDisplayNode()
                let span: Double
                init(goal: ClosedRange<Double>) {
                    span = goal.upperBound - goal.lowerBound
                    super.init()
                    automaticallyManagesSubnodes = true
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    bar.style.preferredSize = CGSize(width: 100 * span, height: 4)
                    return ASWrapperLayoutSpec(layoutElement: bar)
                }
            }
            """)
        #expect(outcome.notes.first?.hasPrefix("drawing GoalNode(goal: 0...1) with stand-in values") == true, "\(outcome.notes)")
        #expect(frames(session.layout(scale: 2), in: session.tree) == ["bar 0 0 100 4"])
    }

    /// Each state the stand-ins tried that shows nodes the drawing leaves out is drawn below it, the one showing the
    /// most of them first, until every node shown in some state has a frame; states showing nothing new are not.
    @Test func statesThatExcludeEachOtherAreEachDrawn() {
        var session = ScriptSession()
        let outcome = session.run("""
            enum Phase { case idle, uploading, failed(reason: String), done }
            final class UploadNode: ASDisplayNode {
                let titleNode = ASTextNode()
                let progressNode = ASDisplayNode()
                let percentNode = ASTextNode()
                let errorNode = ASTextNode()
                let checkNode = ASImageNode()
                private let phase: Phase
                init(phase: Phase) {
                    self.phase = phase
                    super.init()
                    automaticallyManagesSubnodes = true
                    titleNode.attributedText = NSAttributedString(string: "Photo")
                    progressNode.style.height = ASDimension(unit: .points, value: 2)
                    percentNode.attributedText = NSAttributedString(string: "40%")
                    checkNode.style.preferredSize = CGSize(width: 12, height: 12)
                    if case .failed(let reason) = phase { errorNode.attributedText = NSAttributedString(string: reason) }
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    let items: [ASLayoutElement]
                    switch phase {
                    case .idle: items = [titleNode]
                    case .uploading: items = [titleNode, progressNode, percentNode]
                    case .failed: items = [titleNode, errorNode]
                    case .done: items = [titleNode, checkNode]
                    }
                    return ASStackLayoutSpec(direction: .vertical, spacing: 4, justifyContent: .start, alignItems: .start,
                                             children: items)
                }
            }
            """)
        #expect(framedNodes(session) == ["titleNode", "progressNode", "percentNode"])
        #expect(session.companions.map(\.call)
            == ["UploadNode(phase: Phase.failed(reason: \"reason\"))", "UploadNode(phase: Phase.done)"])
        #expect(session.companions.map { $0.state?.shows ?? [] } == [["errorNode"], ["checkNode"]])
        #expect(session.companions.map { framedNodes($0.session) }
            == [["titleNode", "errorNode"], ["titleNode", "checkNode"]])
        #expect(outcome.notes.contains("not in UploadNode's layout as drawn, so Texture gives them no frame: checkNode, "
            + "errorNode; checkNode, errorNode are drawn below, in another state of the cell"), "\(outcome.notes)")
    }

    /// Changes to several of a model's own values add up: each flag that shows a node is set.
    @Test func changesToAModelsValuesAddUp() {
        var session = ScriptSession()
        let outcome = session.run("""
            struct Listing {
                let title: String
                let isFavorited: Bool
                let isShippingAvailable: Bool
            }
            final class ListingNode: ASCellNode {
                let titleNode = ASTextNode()
                let heartNode = ASImageNode()
                let shippingNode = ASTextNode()
                private let listing: Listing
                init(listing: Listing) {
                    self.listing = listing
                    super.init()
                    automaticallyManagesSubnodes = true
                    titleNode.attributedText = NSAttributedString(string: listing.title)
                    heartNode.style.preferredSize = CGSize(width: 10, height: 10)
                    shippingNode.attributedText = NSAttributedString(string: "Ships")
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    var items: [ASLayoutElement] = [titleNode]
                    if listing.isFavorited { items.append(heartNode) }
                    if listing.isShippingAvailable { items.append(shippingNode) }
                    return ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start,
                                             children: items)
                }
            }
            """)
        #expect(outcome.notes.first?.hasPrefix("drawing ListingNode(listing: Listing(title: \"title\", isFavorited: true, "
            + "isShippingAvailable: true)) with stand-in values, picked to show the most of its nodes") == true,
                "\(outcome.notes)")
        #expect(framedNodes(session)
            == ["titleNode", "heartNode", "shippingNode"])
    }

    /// The search also changes the values of a model inside an array (`media.first?.isVideo`) and a `var` a struct
    /// declares with an initial value, which Swift's memberwise initializer takes with that default
    /// (`var isLocked: Bool = false`).
    @Test func modelsInArraysAndDefaultedMembersAreTried() {
        var session = ScriptSession()
        let outcome = session.run("""
            struct Media { let isVideo: Bool }
            struct Channel {
                let name: String
                var isLocked: Bool = false
            }
            final class PostNode: ASDisplayNode {
                let mediaNode = ASDisplayNode()
                let playNode = ASDisplayNode()
                let lockNode = ASDisplayNode()
                private let media: [Media]
                private let channel: Channel
                init(media: [Media], channel: Channel) {
                    self.media = media
                    self.channel = channel
                    super.init()
                    automaticallyManagesSubnodes = true
                    mediaNode.style.preferredSize = CGSize(width: 100, height: 60)
                    playNode.style.preferredSize = CGSize(width: 20, height: 20)
                    lockNode.style.preferredSize = CGSize(width: 16, height: 16)
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    var items: [ASLayoutElement] = [mediaNode]
                    if let first = media.first, first.isVideo { items.append(playNode) }
                    if channel.isLocked { items.append(lockNode) }
                    return ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start,
                                             children: items)
                }
            }
            """)
        #expect(outcome.notes.first?.hasPrefix("drawing PostNode(media: [Media(isVideo: true)], channel: Channel(name: "
            + "\"name\", isLocked: true)) with stand-in values, picked to show the most of its nodes") == true,
                "\(outcome.notes)")
        #expect(framedNodes(session) == ["mediaNode", "playNode", "lockNode"])
    }

    /// A stand-in `Result<Int, FeedError>` failure is one of the app's errors, so the app's switch over
    /// `.failure(.offline)` and `.failure(.notFound)` takes a case (c129: the failure matched none, so the banner it
    /// sizes was drawn without its width).
    @Test func aStandInResultFailureIsOneOfTheAppsErrors() {
        var session = ScriptSession()
        _ = session.run("""
            enum FeedError: Error { case offline, notFound }
            final class Header: ASDisplayNode {
                let score = ASDisplayNode()
                let banner = ASDisplayNode()
                var loaded = false { didSet { setNeedsLayout() } }
                override init() {
                    super.init()
                    automaticallyManagesSubnodes = true
                    score.style.height = ASDimensionMake(40)
                    banner.style.height = ASDimensionMake(16)
                }
                func apply(_ result: Result<Int, FeedError>) {
                    switch result {
                    case .success: loaded = true
                    case .failure(.offline): banner.style.width = ASDimensionMake(120)
                    case .failure(.notFound): banner.style.width = ASDimensionMake(40)
                    }
                }
                override func layoutSpecThatFits(_ s: ASSizeRange) -> ASLayoutSpec {
                    if loaded { return ASInsetLayoutSpec(insets: .zero, child: score) }
                    return ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: .minimumY, child: banner)
                }
            }
            """)
        let failed = session.companions.first { $0.state?.shows == ["banner"] }
        #expect(failed.map { frames($0.session.layout(scale: 2), in: $0.session.tree) } == ["banner 127.5 0 120 16"],
                "\(session.companions.map(\.call))")
    }

    /// A state the search passed before its last change is tried again from the values chosen: the spinner that
    /// replaces the button only once a count shows the row they are in.
    @Test func anotherStateIsLookedForFromTheValuesChosen() {
        var session = ScriptSession()
        _ = session.run("""
            struct HeaderModel {
                let unread: Int
                let isMarking: Bool
            }
            final class HeaderNode: ASDisplayNode {
                let titleNode = ASTextNode()
                let markButton = ASButtonNode()
                let spinnerNode = ASDisplayNode()
                private let model: HeaderModel
                init(model: HeaderModel) {
                    self.model = model
                    super.init()
                    automaticallyManagesSubnodes = true
                    titleNode.attributedText = NSAttributedString(string: "Today")
                    markButton.style.preferredSize = CGSize(width: 30, height: 10)
                    spinnerNode.style.preferredSize = CGSize(width: 10, height: 10)
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    var children: [ASLayoutElement] = [titleNode]
                    if model.unread > 0 { children.append(model.isMarking ? spinnerNode : markButton) }
                    return ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start,
                                             children: children)
                }
            }
            """)
        #expect(framedNodes(session) == ["titleNode", "markButton"])
        #expect(session.companions.map(\.call) == ["HeaderNode(model: HeaderModel(unread: 2, isMarking: true))"])
        #expect(session.companions.first.map { framedNodes($0.session) } == ["titleNode", "spinnerNode"])
    }

    /// A flag the class flips itself (`isExpanded.toggle()`) is the class's own state, not one the app sets: the
    /// cell is drawn as its declaration starts it.
    @Test func aFlagTheClassTogglesIsItsOwn() {
        var session = ScriptSession()
        let outcome = session.run("""
            final class FoldNode: ASDisplayNode {
                let shortNode = ASDisplayNode()
                let longNode = ASDisplayNode()
                var isExpanded = false
                override init() {
                    super.init()
                    automaticallyManagesSubnodes = true
                    shortNode.style.height = ASDimension(unit: .points, value: 10)
                    longNode.style.height = ASDimension(unit: .points, value: 40)
                }
                func tapped() {
                    isExpanded.toggle()
                    setNeedsLayout()
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASWrapperLayoutSpec(layoutElement: isExpanded ? longNode : shortNode)
                }
            }
            """)
        #expect(!outcome.notes.contains { $0.hasPrefix("isExpanded is declared false") }, "\(outcome.notes)")
        #expect(framedNodes(session) == ["shortNode"])
    }

    /// A state property (set by the app or by the class's own action) is given each other case of its enum, and a
    /// state showing nodes the drawing leaves out is drawn below it, with its observer run.
    @Test func aStatePropertysOtherCasesAreDrawnAsOtherStates() {
        var session = ScriptSession()
        let outcome = session.run("""
            enum Phase { case content, loading }
            final class PanelNode: ASDisplayNode {
                let textNode = ASTextNode()
                let spinnerNode = ASDisplayNode()
                private(set) var shownPhase = "content"
                // Read by nothing, so not tried: thirteen of them would use up the tries before `phase`.
                var saved1: Phase = .content, saved2: Phase = .content, saved3: Phase = .content
                var saved4: Phase = .content, saved5: Phase = .content, saved6: Phase = .content
                var saved7: Phase = .content, saved8: Phase = .content, saved9: Phase = .content
                var saved10: Phase = .content, saved11: Phase = .content, saved12: Phase = .content
                var saved13: Phase = .content
                var phase: Phase = .content {
                    didSet { shownPhase = phase == .loading ? "loading" : "content" }
                }
                override init() {
                    super.init()
                    automaticallyManagesSubnodes = true
                    textNode.attributedText = NSAttributedString(string: "Ready")
                    spinnerNode.style.preferredSize = CGSize(width: 20, height: 20)
                }
                func retry() { phase = .loading }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASWrapperLayoutSpec(layoutElement: shownPhase == "loading" ? spinnerNode : textNode)
                }
            }
            """)
        #expect(framedNodes(session) == ["textNode"])
        #expect(session.companions.map(\.call) == ["PanelNode() with phase = Phase.loading"])
        #expect(session.companions.first.map { framedNodes($0.session) } == ["spinnerNode"])
        #expect(outcome.notes.contains { $0.hasSuffix("spinnerNode is drawn below, in another state of the cell") })
    }

    /// A class pasted beside the one drawn is drawn on its own, and its other states below it.
    @Test func aClassPastedBesideIsDrawnInItsOtherStatesToo() {
        var session = ScriptSession()
        _ = session.run("""
            enum RowKind { case detail, toggle }
            final class RowNode: ASCellNode {
                let titleNode = ASTextNode()
                let detailNode = ASTextNode()
                let switchNode = ASDisplayNode()
                private let kind: RowKind
                init(kind: RowKind) {
                    self.kind = kind
                    super.init()
                    automaticallyManagesSubnodes = true
                    titleNode.attributedText = NSAttributedString(string: "Wi-Fi")
                    detailNode.attributedText = NSAttributedString(string: "On")
                    switchNode.style.preferredSize = CGSize(width: 51, height: 31)
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASStackLayoutSpec(direction: .horizontal, spacing: 8, justifyContent: .start, alignItems: .start,
                                      children: [titleNode, kind == .detail ? detailNode : switchNode])
                }
            }
            final class HeaderNode: ASDisplayNode {
                let titleNode = ASTextNode()
                override init() {
                    super.init()
                    automaticallyManagesSubnodes = true
                    titleNode.attributedText = NSAttributedString(string: "Settings")
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASWrapperLayoutSpec(layoutElement: titleNode)
                }
            }
            """)
        #expect(framedNodes(session) == ["titleNode"])
        #expect(session.companions.map(\.name) == ["RowNode", "RowNode state 2"])
        #expect(session.companions.map { framedNodes($0.session) } == [["titleNode", "detailNode"], ["titleNode", "switchNode"]])
    }

    /// An array of stand-in items is tried with two items (more nodes laid out: a count shown only past one) and with
    /// none (an empty state, drawn below as another state).
    @Test func anArrayIsTriedWithTwoItemsAndWithNone() {
        var session = ScriptSession()
        _ = session.run("""
            struct Photo { let title: String }
            final class GridNode: ASDisplayNode {
                private var tiles: [ASTextNode] = []
                private let countNode = ASTextNode()
                private let emptyNode = ASTextNode()
                init(photos: [Photo]) {
                    super.init()
                    automaticallyManagesSubnodes = true
                    tiles = photos.map { photo in
                        let tile = ASTextNode()
                        tile.attributedText = NSAttributedString(string: photo.title)
                        return tile
                    }
                    countNode.attributedText = NSAttributedString(string: "\\(photos.count)")
                    emptyNode.attributedText = NSAttributedString(string: "No photos")
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    guard !tiles.isEmpty else { return ASWrapperLayoutSpec(layoutElement: emptyNode) }
                    let children: [ASLayoutElement] = tiles.count > 1 ? tiles + [countNode] : tiles
                    return ASStackLayoutSpec(direction: .horizontal, spacing: 4, justifyContent: .start,
                                             alignItems: .start, children: children)
                }
            }
            """)
        #expect(framedNodes(session) == ["tile", "tile2", "countNode"])
        #expect(session.companions.map(\.call) == ["GridNode(photos: [])"])
        #expect(session.companions.first.map { framedNodes($0.session) } == ["emptyNode"])
    }

    /// A model's array that is empty by default (`roundScores: [Int] = []`) is tried with items of its element's
    /// stand-in: a score row shows its last round's change only once there is one.
    @Test func anEmptyDefaultArrayIsTriedWithItems() {
        var session = ScriptSession()
        _ = session.run("""
            struct Player {
                let name: String
                var roundScores: [Int]
                init(name: String, roundScores: [Int] = []) {
                    self.name = name
                    self.roundScores = roundScores
                }
                var lastDelta: Int? { roundScores.last }
            }
            final class ScoreRowNode: ASCellNode {
                private let nameNode = ASTextNode()
                private let deltaNode = ASTextNode()
                private let player: Player
                init(player: Player) {
                    self.player = player
                    super.init()
                    automaticallyManagesSubnodes = true
                    nameNode.attributedText = NSAttributedString(string: player.name)
                    if let delta = player.lastDelta {
                        deltaNode.attributedText = NSAttributedString(string: delta > 0 ? "+\\(delta)" : "\\(delta)")
                    }
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASStackLayoutSpec(direction: .horizontal, spacing: 8, justifyContent: .spaceBetween,
                                      alignItems: .center,
                                      children: player.lastDelta == nil ? [nameNode] : [nameNode, deltaNode])
                }
            }
            """)
        #expect(framedNodes(session) == ["nameNode", "deltaNode"])
        #expect(session.companions.isEmpty)
    }

    /// Two initializer values that show a node only together, each alone showing nothing more, are tried together:
    /// a comment cell shows its replies only when it is expanded and has some.
    @Test func twoValuesThatShowANodeOnlyTogetherAreFound() {
        var session = ScriptSession()
        _ = session.run("""
            struct Comment { let text: String; let replyCount: Int }
            final class CommentNode: ASCellNode {
                private let textNode = ASTextNode()
                private let repliesNode = ASTextNode()
                private let comment: Comment
                private let isExpanded: Bool
                init(comment: Comment, isExpanded: Bool) {
                    self.comment = comment
                    self.isExpanded = isExpanded
                    super.init()
                    automaticallyManagesSubnodes = true
                    textNode.attributedText = NSAttributedString(string: comment.text)
                    repliesNode.attributedText = NSAttributedString(string: "\\(comment.replyCount) replies")
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    let showsReplies = isExpanded && comment.replyCount > 1
                    return ASStackLayoutSpec(direction: .vertical, spacing: 4, justifyContent: .start,
                                             alignItems: .stretch,
                                             children: showsReplies ? [textNode, repliesNode] : [textNode])
                }
            }
            """)
        #expect(framedNodes(session) == ["textNode", "repliesNode"])
    }

    /// Two state properties that show a node only together are set together in another state: the read receipts'
    /// "+2" past three avatars shows once the message is read and has five readers. Five items are tried where two
    /// show no more, and are kept only where they place another node.
    @Test func twoStatePropertiesThatShowANodeOnlyTogetherAreSetTogether() {
        var session = ScriptSession()
        _ = session.run("""
            enum Delivery { case sent, read }
            struct Reader { let name: String }
            final class ReceiptsNode: ASDisplayNode {
                private let statusNode = ASTextNode()
                private let overflowNode = ASTextNode()
                private var avatarNodes: [ASImageNode] = []
                var state: Delivery = .sent { didSet { setNeedsLayout() } }
                var readers: [Reader] = [] {
                    didSet {
                        avatarNodes = readers.prefix(3).map { _ in
                            let avatar = ASImageNode()
                            avatar.style.preferredSize = CGSize(width: 16, height: 16)
                            return avatar
                        }
                        overflowNode.attributedText = NSAttributedString(string: "+\\(max(readers.count - 3, 0))")
                        setNeedsLayout()
                    }
                }
                override init() {
                    super.init()
                    automaticallyManagesSubnodes = true
                    statusNode.attributedText = NSAttributedString(string: "Sent")
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    guard state == .read, !avatarNodes.isEmpty else { return ASWrapperLayoutSpec(layoutElement: statusNode) }
                    let extra: [ASLayoutElement] = readers.count > 3 ? [overflowNode] : []
                    return ASStackLayoutSpec(direction: .horizontal, spacing: 4, justifyContent: .end,
                                             alignItems: .center, children: avatarNodes + extra + [statusNode])
                }
            }
            """)
        #expect(framedNodes(session) == ["statusNode"])
        let shown = session.companions.compactMap(\.state).flatMap(\.shows)
        #expect(shown.contains("overflowNode"))
        #expect(session.companions.contains { $0.call.contains("state = Delivery.read") && $0.call.contains("readers = [") })
    }

    /// An enum case whose value is optional is tried with a value too: a set row shows its rest timer only while
    /// resting with time left.
    @Test func anEnumCaseWithAnOptionalValueIsTriedWithAValue() {
        var session = ScriptSession()
        _ = session.run("""
            enum SetState { case done(reps: Int), resting(remaining: Int?) }
            final class SetRowNode: ASCellNode {
                private let state: SetState
                private let resultNode = ASTextNode()
                private let restNode = ASTextNode()
                init(state: SetState) {
                    self.state = state
                    super.init()
                    automaticallyManagesSubnodes = true
                    resultNode.attributedText = NSAttributedString(string: "Done")
                    if case .resting(let remaining?) = state {
                        restNode.attributedText = NSAttributedString(string: "Rest \\(remaining) s")
                    }
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    if case .resting(let remaining) = state, remaining != nil {
                        return ASWrapperLayoutSpec(layoutElement: restNode)
                    }
                    return ASWrapperLayoutSpec(layoutElement: resultNode)
                }
            }
            """)
        #expect(framedNodes(session) == ["resultNode"])
        #expect(session.companions.compactMap(\.state).flatMap(\.shows) == ["restNode"])
    }

    /// Numbers are tried large as well as small, together: an episode shows its progress bar only once some of it
    /// was played and more than half a minute is left.
    @Test func largeNumbersAreTriedWithOthers() {
        var session = ScriptSession()
        _ = session.run("""
            final class EpisodeRowNode: ASCellNode {
                private let duration: TimeInterval
                private let played: TimeInterval?
                private let titleNode = ASTextNode()
                private let progressNode = ASDisplayNode()
                init(title: String, duration: TimeInterval, played: TimeInterval?) {
                    self.duration = duration
                    self.played = played
                    super.init()
                    automaticallyManagesSubnodes = true
                    titleNode.attributedText = NSAttributedString(string: title)
                    progressNode.style.height = ASDimension(unit: .points, value: 3)
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    var children: [ASLayoutElement] = [titleNode]
                    if let played, played > 0, played < duration - 30 { children.append(progressNode) }
                    return ASStackLayoutSpec(direction: .vertical, spacing: 4, justifyContent: .start,
                                             alignItems: .stretch, children: children)
                }
            }
            """)
        #expect(framedNodes(session) == ["titleNode", "progressNode"])
    }

    /// Where the first stand-in values stop the class's own code (a force unwrap of an optional left nil), the first
    /// other values that do not are drawn, as the app passes values its code can take.
    @Test func valuesThatStopTheClassAreReplaced() {
        var session = ScriptSession()
        let outcome = session.run("""
            final class Sender { var avatarPath: String? = "a.png" }
            final class NotificationRowNode: ASCellNode {
                private let avatarNode = ASNetworkImageNode()
                private let messageNode = ASTextNode()
                init(message: String, sender: Sender? = nil) {
                    super.init()
                    automaticallyManagesSubnodes = true
                    if sender?.avatarPath != "" {
                        avatarNode.url = URL(string: (sender?.avatarPath!)!)
                    }
                    avatarNode.style.preferredSize = CGSize(width: 40, height: 40)
                    messageNode.attributedText = NSAttributedString(string: message)
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASStackLayoutSpec(direction: .horizontal, spacing: 8, justifyContent: .start, alignItems: .center,
                                      children: [avatarNode, messageNode])
                }
            }
            """)
        #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
        #expect(framedNodes(session) == ["avatarNode", "messageNode"])
    }

    /// A flag of the app's model that was not pasted stands in as its cell shows content; another state gives it the
    /// other value: a chat row's mute icon, shown only when the chat is muted.
    @Test func anAppFlagIsFlippedInAnotherState() {
        var session = ScriptSession()
        _ = session.run("""
            final class ChatRowNode: ASCellNode {
                private let titleNode = ASTextNode()
                private let muteNode = ASImageNode()
                private let chat: Chat
                init(chat: Chat) {
                    self.chat = chat
                    super.init()
                    automaticallyManagesSubnodes = true
                    titleNode.attributedText = NSAttributedString(string: chat.title)
                    muteNode.style.preferredSize = CGSize(width: 14, height: 14)
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASStackLayoutSpec(direction: .horizontal, spacing: 4, justifyContent: .start, alignItems: .center,
                                      children: chat.isActive ? [titleNode] : [titleNode, muteNode])
                }
            }
            """)
        #expect(framedNodes(session) == ["titleNode"])
        #expect(session.companions.map(\.call) == ["ChatRowNode(chat: chat) with chat.isActive = false"])
        #expect(session.companions.first.map { framedNodes($0.session) } == ["titleNode", "muteNode"])
    }

    /// A Combine pipeline from a pasted model's `@Published` property delivers the property's declared value through
    /// operators that pass it on: an empty list shows the empty state, a title its text.
    @Test func aPublishedPropertysSinkGetsItsDeclaredValue() {
        var session = ScriptSession()
        let outcome = session.run("""
            final class InboxModel: ObservableObject {
                @Published var threads: [String] = []
                @Published var heading = "Inbox"
            }
            final class InboxNode: ASDisplayNode {
                private let model: InboxModel
                private var cancellables = Set<AnyCancellable>()
                private let headingNode = ASTextNode()
                private let emptyNode = ASTextNode()
                private var rowNodes: [ASTextNode] = []
                init(model: InboxModel) {
                    self.model = model
                    super.init()
                    automaticallyManagesSubnodes = true
                    model.$heading.receive(on: DispatchQueue.main).sink { [weak self] heading in
                        print("heading:", heading)
                        self?.headingNode.attributedText = NSAttributedString(string: heading.uppercased())
                    }.store(in: &cancellables)
                    model.$threads.removeDuplicates().map { $0.prefix(20) }.sink { [weak self] threads in
                        print("threads:", threads.count)
                        self?.rowNodes = threads.map { thread in
                            let row = ASTextNode()
                            row.attributedText = NSAttributedString(string: thread)
                            return row
                        }
                    }.store(in: &cancellables)
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASStackLayoutSpec(direction: .vertical, spacing: 8, justifyContent: .start, alignItems: .start,
                                      children: [headingNode] + (rowNodes.isEmpty ? [emptyNode] : rowNodes))
                }
            }
            """)
        #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
        #expect(framedNodes(session) == ["headingNode", "emptyNode"])
        #expect(outcome.printed.prefix(2) == ["heading: Inbox", "threads: 0"])
    }

    /// A number the class compares a parameter with is tried for it: a single-photo layout shown only when the count
    /// is exactly one is drawn, as are its other nodes.
    @Test func aNumberTheLayoutComparesWithIsTried() {
        var session = ScriptSession()
        _ = session.run("""
            final class AlbumHeaderNode: ASDisplayNode {
                private let titleNode = ASTextNode()
                private let singlePhotoNode = ASImageNode()
                private let photoCount: Int
                init(photoCount: Int) {
                    self.photoCount = photoCount
                    super.init()
                    automaticallyManagesSubnodes = true
                    singlePhotoNode.style.preferredSize = CGSize(width: 60, height: 60)
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASStackLayoutSpec(direction: .vertical, spacing: 8, justifyContent: .start, alignItems: .start,
                                      children: photoCount == 3 ? [titleNode, singlePhotoNode] : [titleNode])
                }
            }
            """)
        #expect(framedNodes(session) == ["titleNode", "singlePhotoNode"])
    }

    /// A `lazy var` node is made only when a layout reads it: the search counts one not made yet as a node the drawing
    /// leaves out, so a model's flag that shows it (a verified badge) is tried and drawn.
    @Test func aLazyNodeTheLayoutDoesNotReadYetIsSearchedFor() {
        var session = ScriptSession()
        _ = session.run("""
            struct Author { let name: String; let isVerified: Bool }
            final class AuthorRowNode: ASCellNode {
                private let author: Author
                private let nameNode = ASTextNode()
                private lazy var badgeNode: ASImageNode = {
                    let node = ASImageNode()
                    node.style.preferredSize = CGSize(width: 16, height: 16)
                    return node
                }()
                init(author: Author) {
                    self.author = author
                    super.init()
                    automaticallyManagesSubnodes = true
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASStackLayoutSpec(direction: .horizontal, spacing: 4, justifyContent: .start, alignItems: .center,
                                      children: author.isVerified ? [nameNode, badgeNode] : [nameNode])
                }
            }
            """)
        #expect(framedNodes(session) == ["nameNode", "badgeNode"])
    }

    /// A generic cell whose content parameter is constrained to a protocol that only pasted node classes adopt is drawn
    /// with one of them as its content, not a bare ASDisplayNode of no size.
    @Test func aGenericNodeParameterIsMadeAsAPastedNodeThatAdoptsItsProtocol() {
        var session = ScriptSession()
        _ = session.run("""
            protocol Configurable: ASDisplayNode {
                associatedtype Model
                func configure(with model: Model)
            }
            final class AnswerCard: ASDisplayNode, Configurable {
                let answerNode = ASDisplayNode()
                override init() {
                    super.init()
                    automaticallyManagesSubnodes = true
                    answerNode.style.height = ASDimensionMake(40)
                }
                func configure(with model: String) {}
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASWrapperLayoutSpec(layoutElement: answerNode)
                }
            }
            final class CardCell<Content: Configurable>: ASCellNode {
                let content: Content
                init(content: Content) {
                    self.content = content
                    super.init()
                    automaticallyManagesSubnodes = true
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16), child: content)
                }
            }
            """)
        #expect(framedNodes(session) == ["content", "answerNode"])
    }

    /// An optional state property nil as declared is given a value of its type (the app's, when that type was not
    /// pasted) in another state: a reply bar shown only while replying.
    @Test func anOptionalStatePropertyIsGivenAValueInAnotherState() {
        var session = ScriptSession()
        _ = session.run("""
            final class ComposerNode: ASDisplayNode {
                let inputNode = ASDisplayNode()
                let replyBar = ASDisplayNode()
                var replyContext: ReplyContext? {
                    didSet { setNeedsLayout() }
                }
                override init() {
                    super.init()
                    automaticallyManagesSubnodes = true
                    inputNode.style.height = ASDimension(unit: .points, value: 36)
                    replyBar.style.height = ASDimension(unit: .points, value: 20)
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .stretch,
                                      children: replyContext == nil ? [inputNode] : [replyBar, inputNode])
                }
            }
            """)
        #expect(framedNodes(session) == ["inputNode"])
        #expect(session.companions.map(\.call) == ["ComposerNode() with replyContext set"])
        #expect(session.companions.first.map { framedNodes($0.session) } == ["replyBar", "inputNode"])
    }

    /// A flag the app sets, which shows another node, is set as the app sets it: its `didSet` runs (the button says
    /// "Following").
    @Test func aFlagTheAppSetsRunsItsObserver() {
        var session = ScriptSession()
        _ = session.run("""
            final class FollowNode: ASDisplayNode {
                let button = ASButtonNode()
                let checkmark = ASImageNode()
                var isFollowing = false {
                    didSet { updateButton() }
                }
                override init() {
                    super.init()
                    automaticallyManagesSubnodes = true
                    checkmark.style.preferredSize = CGSize(width: 10, height: 10)
                    updateButton()
                }
                private func updateButton() {
                    button.setTitle(isFollowing ? "Following" : "Follow", with: UIFont.systemFont(ofSize: 10),
                                    with: .black, for: .normal)
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start,
                                      children: isFollowing ? [checkmark, button] : [button])
                }
            }
            """)
        #expect(frames(session.layout(scale: 2), in: session.tree)
            == ["checkmark 0 0 10 10", "button 10 0 45 10", "button.titleNode 10 0 45 10"])
    }

    /// A flag the app sets that shows no other node (it turns a column into a row) keeps the value the class declares,
    /// as Texture lays the class out with it.
    @Test func aFlagThatShowsNothingMoreKeepsItsDeclaredValue() {
        var session = ScriptSession()
        let outcome = session.run("""
            final class VoteNode: ASDisplayNode {
                let up = ASDisplayNode()
                let down = ASDisplayNode()
                var isHorizontal = false
                override init() {
                    super.init()
                    automaticallyManagesSubnodes = true
                    [up, down].forEach { $0.style.preferredSize = CGSize(width: 20, height: 20) }
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASStackLayoutSpec(direction: isHorizontal ? .horizontal : .vertical, spacing: 0, justifyContent: .start,
                                      alignItems: .start, children: [up, down])
                }
            }
            """)
        #expect(frames(session.layout(scale: 2), in: session.tree) == ["up 0 0 20 20", "down 0 20 20 20"])
        #expect(!outcome.notes.contains { $0.hasPrefix("isHorizontal is declared false") }, "\(outcome.notes)")
    }

    /// A parameter typed by a protocol the paste declares (with an extension giving defaults) stands in as a pasted
    /// type that adopts it.
    @Test func aProtocolParameterStandsInAsATypeAdoptingIt() {
        var session = ScriptSession()
        let outcome = session.run("""
            protocol Titled {
                var title: String { get }
                var subtitle: String? { get }
            }
            extension Titled {
                var subtitle: String? { return nil }
            }
            struct Song: Titled { let title: String }
            final class RowNode: ASCellNode {
                private let titleNode = ASTextNode()
                init(model: Titled) {
                    super.init()
                    titleNode.attributedText = NSAttributedString(string: model.title + (model.subtitle ?? ""))
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASWrapperLayoutSpec(layoutElement: titleNode)
                }
            }
            """)
        #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
        #expect(outcome.notes.contains { $0.hasPrefix("drawing RowNode(model: Song(title: \"title\"))") }, "\(outcome.notes)")
    }

    /// A number is tried after the other kinds of value: a count above 1 shows the count.
    @Test func aNumberThatShowsMoreIsTriedLast() {
        var session = ScriptSession()
        let outcome = session.run("""
            final class ReactionNode: ASDisplayNode {
                let emojiNode = ASTextNode()
                let countNode = ASTextNode()
                private let count: Int
                init(emoji: String, count: Int) {
                    self.count = count
                    super.init()
                    automaticallyManagesSubnodes = true
                    emojiNode.attributedText = NSAttributedString(string: emoji)
                    countNode.attributedText = NSAttributedString(string: "\\(count)")
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    let items: [ASLayoutElement] = count > 1 ? [emojiNode, countNode] : [emojiNode]
                    return ASStackLayoutSpec(direction: .horizontal, spacing: 4, justifyContent: .start, alignItems: .start,
                                             children: items)
                }
            }
            """)
        #expect(outcome.notes.first?.hasPrefix("drawing ReactionNode(emoji: \"emoji\", count: 2) with stand-in values, "
            + "picked to show the most of its nodes") == true, "\(outcome.notes)")
        #expect(frames(session.layout(scale: 2), in: session.tree) == ["emojiNode 0 0 30 12", "countNode 34 0 6 12"])
    }

    /// Each case of an enum is tried, and the one whose layout places the most nodes is drawn.
    @Test func theCaseThatShowsTheMostNodesIsDrawn() {
        var session = ScriptSession()
        let outcome = session.run("""
            enum PlayerMode { case hidden, docked(progress: Double), expanded }
            final class PlayerNode: ASDisplayNode {
                let titleNode = ASTextNode()
                let progressNode = ASDisplayNode()
                let artworkNode = ASImageNode()
                private let mode: PlayerMode
                init(mode: PlayerMode) {
                    self.mode = mode
                    super.init()
                    automaticallyManagesSubnodes = true
                    progressNode.style.height = ASDimension(unit: .points, value: 2)
                    artworkNode.style.preferredSize = CGSize(width: 40, height: 40)
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    switch mode {
                    case .hidden: return ASLayoutSpec()
                    case .docked: return ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start,
                                                           alignItems: .stretch, children: [titleNode, progressNode])
                    case .expanded: return ASStackLayoutSpec(direction: .vertical, spacing: 8, justifyContent: .start,
                                                             alignItems: .center, children: [artworkNode, titleNode])
                    }
                }
            }
            """)
        #expect(outcome.notes.first?.hasPrefix("drawing PlayerNode(mode: PlayerMode.docked(progress: 0)) with stand-in "
            + "values, picked to show the most of its nodes") == true, "\(outcome.notes)")
        #expect(framedNodes(session)
            == ["titleNode", "progressNode"])
        #expect(session.companions.map(\.call) == ["PlayerNode(mode: PlayerMode.expanded)"])
        #expect(session.companions.first.map { framedNodes($0.session) } == ["artworkNode", "titleNode"])
    }

    @Test func theShellTakesItPastedAtOnceAndLineByLine() {
        let atOnce = Shell()
        _ = atOnce.submit(feedCellClass + "\n" + feedCellCall)
        let lineByLine = Shell()
        for line in (feedCellClass + "\n" + feedCellCall).split(separator: "\n", omittingEmptySubsequences: false) {
            _ = lineByLine.submit(String(line))
        }
        for shell in [atOnce, lineByLine] {
            let session = shell.workspace.session
            #expect(frames(session.layout(scale: 2), in: session.tree) == feedCellFrames)
        }
    }

    /// Pasted alone in the shell, the class is drawn at once, as any entry that changes the layout is.
    @Test func theShellDrawsAClassPastedAlone() {
        let reply = Shell().submit(feedCellClass)
        #expect(reply.output.unwrapped.contains("drawing FeedCellNode(name: \"name\", body: \"body\", verified: true)"))
        #expect(reply.output.contains("┌"))
        #expect(reply.output.contains("avatarNode"))
    }

    /// A pasted class declares no variable; `:vars` lists the properties of the node drawn, in declaration order.
    @Test func varsListsTheDrawnNodesProperties() {
        let shell = Shell()
        _ = shell.submit(feedCellClass)
        #expect(shell.submit(":vars").output == """
            the FeedCellNode drawn with stand-in values has these stored properties:
              avatarNode: ASImageNode
              nameNode: ASTextNode
              bodyNode: ASTextNode
              badgeNode: ASDisplayNode
              tags: [String]

            """)
    }

    @Test func checkJudgesIt() {
        let level = Level(id: "feed", title: "Feed", chapter: "Tests",
                          range: SizeRange(min: Size(width: 375, height: 0), max: Size(width: 375, height: .infinity)),
                          solution: feedCellClass + "\n" + feedCellCall)
        let result = LevelCheck.check(level, playerCode: feedCellClass + "\n" + feedCellCall)
        #expect(result.isSolved, "\(result.messages)")
    }

    /// `:export swift` writes the laid-out tree back as Swift that runs to the same frames (the export wraps the
    /// cell node, the root, in a wrapper spec, so the cell itself gets a frame too).
    @Test func theExportRunsToTheSameFrames() throws {
        var session = ScriptSession()
        _ = session.run(feedCellClass + "\n" + feedCellCall)
        let exported = try #require(SwiftExport.source(of: session))
        var copy = ScriptSession()
        let outcome = copy.run(exported)
        #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
        #expect(frames(copy.layout(scale: 2), in: copy.tree).filter { !$0.hasPrefix("feedCellNode") } == feedCellFrames)
    }
}
