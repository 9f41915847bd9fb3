-- A house rule that only renames verbs (rename): 4-card Golf in other
-- words, the knock included (tests/sh/bots_roles.sh).
return require("golf4"):extend {
  name = "renamed_golf4",
  rename = { knock = "stop", peek = "glance", swap = "keep", discard = "drop", ["draw stock"] = "take",
             ["draw discard"] = "grab" },
}
