import Testing

@Test func placeholder_LayoutScriptTests() {}
