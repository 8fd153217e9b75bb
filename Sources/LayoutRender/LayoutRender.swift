// Placeholder until the LayoutRender work lands.
