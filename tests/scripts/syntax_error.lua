return variant {
  name = "syntax_error",
  players = { 2, 4 }
  actions = {},
}
