import Testing

@Test func placeholder_LayoutShellTests() {}
