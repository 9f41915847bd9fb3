-- A house rule that only renames verbs (rename): Desmoche in other words,
-- the claim, the melds, the Cambio and the declarations included
-- (tests/sh/bots_roles.sh).
return require("desmoche"):extend {
  name = "renamed_desmoche",
  rename = { claim = "grab", meld = "lay", layoff = "add", cambio = "trade", discard = "drop", pass = "wait",
             draw = "take", fold = "give_up", desmoche = "shift", ["declare peladilla"] = "claim peladilla",
             ["declare cuatro"] = "claim cuatro", ["declare color"] = "claim color" },
}
