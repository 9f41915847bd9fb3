-- A house rule that only renames verbs (rename): Cabo in other words,
-- the call, the match and its give included (tests/sh/bots_roles.sh).
return require("cabo"):extend {
  name = "renamed_cabo",
  rename = { cabo = "stop", match = "pair", give = "hand", pass = "wait", swap = "keep",
             ["power peek"] = "spot", ["power swap"] = "trade" },
}
