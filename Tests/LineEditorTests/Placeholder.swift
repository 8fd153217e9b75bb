import Testing

@Test func placeholder_LineEditorTests() {}
