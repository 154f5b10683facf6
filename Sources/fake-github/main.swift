print("fake-github: not yet")
