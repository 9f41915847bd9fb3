return require("golf6"):extend {
  name = "g6-act-calls", calls = 1,
  actions = { knock = { role = "call", past = "knocked", doc = "end the hole (house)", apply = cw.kit.call } },
}
