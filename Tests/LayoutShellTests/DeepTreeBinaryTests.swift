import Foundation
import Testing

/// Chains thousands of specs deep, built by mutation in a loop, through every entry point of the binary under a
/// 1 GiB address-space limit: each run ends with its ordinary exit status and a drawing or a clear message, never a
/// signal. (A script loop runs at most 10,000 times, so this is as deep as one script builds.)
@Suite struct DeepTreeBinaryTests {
    static let memoryLimit = 1 << 30

    /// A 10×10 leaf under `depth` levels, each level joined to the one below the way `join` says.
    static func script(depth: Int, join: String) -> String {
        """
        let leaf = ASDisplayNode()
        leaf.style.preferredSize = CGSize(width: 10, height: 10)
        let root = ASInsetLayoutSpec()
        var bottom = root
        var top: ASLayoutElement = leaf
        for _ in 0..<\(depth) {
        \(join)
        }
        """
    }

    /// Down from a root: each new inset is attached below the last (`bottom.child = s`), the leaf at the end.
    static let downward = script(depth: 5000, join: """
            let s = ASInsetLayoutSpec()
            s.insets = UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
            bottom.child = s
            bottom = s
        """) + "\nbottom.child = leaf\nroot\n"

    /// Up from the leaf: each new inset takes the chain so far as its child.
    static let upward = script(depth: 5000, join: """
            let s = ASInsetLayoutSpec(insets: .zero, child: top)
            top = s
        """) + "\ntop\n"

    /// Up from the leaf through `children = [top]`.
    static let stacked = script(depth: 2000, join: """
            let s = ASStackLayoutSpec.vertical()
            s.children = [top]
            top = s
        """) + "\ntop\n"

    @Test(arguments: [("downward", downward), ("upward", upward), ("stacked", stacked)])
    func runDrawsTheChain(_ name: String, _ source: String) throws {
        let run = try Binary.run(["run", "-"], input: source, memoryLimit: Self.memoryLimit)
        #expect(!run.crashed, "\(name): \(run.transcript)")
        #expect(run.status == 0, "\(name): \(run.stderr)")
        #expect(run.stdout.contains("leaf  ASDisplayNode"), "\(name)")
    }

    @Test func runJSONGivesTheLeafsFrame() throws {
        let run = try Binary.run(["run", "-", "--json"], input: Self.downward, memoryLimit: Self.memoryLimit)
        #expect(!run.crashed, "\(run.transcript)")
        #expect(run.stdout == "{\"size\":[375,10010],\"frames\":{\"leaf\":[5000,5000,0,10]}}\n")
    }

    @Test func checkComparesTheChainWithTheLevel() throws {
        let run = try Binary.run(["check", "preferred-size", "-"], input: Self.upward, memoryLimit: Self.memoryLimit)
        #expect(!run.crashed, "\(run.transcript)")
        #expect(run.status == 1, "\(run.transcript)")
    }

    @Test func theShellDrawsTheChainAndExplainsTheLeaf() throws {
        let run = try Binary.run([], input: Self.stacked + ":explain leaf\n", memoryLimit: Self.memoryLimit)
        #expect(!run.crashed, "\(run.transcript)")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("leaf (ASDisplayNode): x=0 y=0 w=10 h=10 relative to the root"))
    }
}
