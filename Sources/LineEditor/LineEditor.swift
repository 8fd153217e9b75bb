// Placeholder until the LineEditor work lands.
