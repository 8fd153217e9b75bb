// Placeholder until the LayoutGame work lands.
