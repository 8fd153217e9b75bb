import Testing

@Test func placeholder_LayoutGameTests() {}
