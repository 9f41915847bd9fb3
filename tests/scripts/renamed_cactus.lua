-- A house rule that only renames verbs (rename): Cactus in other words.
-- Bots learn what a verb is from its roles, so greedy seats play the same
-- games as in cactus (tests/sh/bots_roles.sh).
return require("cactus"):extend {
  name = "renamed_cactus",
  rename = { snap = "slap", pass = "wait", swap = "keep", discard = "drop", ["draw stock"] = "take",
             ["draw discard"] = "grab", peek = "look" },
}
