extension String {
    /// The text with its lines joined and every run of spaces made one: what the shell said, whatever width it was
    /// wrapped to (replies are fitted to the terminal, so a sentence may span lines).
    var unwrapped: String {
        split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
