-- A house rule that only renames verbs (rename): Pablo in other words,
-- the trade, its give and the replace (tests/sh/bots_roles.sh).
return require("pablo"):extend {
  name = "renamed_pablo",
  rename = { pablo = "stop", ["power trade"] = "barter", give = "hand", replace = "exchange", pass = "wait" },
}
