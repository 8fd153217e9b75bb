import Testing

@Test func placeholder_LayoutRenderTests() {}
