// Placeholder until the LayoutShell work lands.
