print("layoutrepl: not built yet")
