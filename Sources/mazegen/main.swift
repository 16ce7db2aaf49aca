print("mazegen: not yet")
