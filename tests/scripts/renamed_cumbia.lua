-- A house rule that only renames verbs (rename): Cumbia in other words,
-- the spy, its switch, the match and its give (tests/sh/bots_roles.sh).
return require("cumbia"):extend {
  name = "renamed_cumbia",
  rename = { ["power spy"] = "spy", switch = "change", match = "pair", give = "hand", pass = "wait" },
}
