import LayoutScript
import Testing
import TextureLayout

/// Exporting a session that uses the node classes and running the export in a fresh session gives the same frames.
@Test(arguments: nodeClassFixtures)
func nodeClassExportRoundTrips(_ fixture: FrameFixture) throws {
    let (original, _) = session(running: fixture.script)
    let exported = try #require(SwiftExport.source(of: original))
    let (copy, outcome) = session(running: exported)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")\n\(exported)")
    #expect(frames(of: copy) == frames(of: original), "\(exported)")
}
