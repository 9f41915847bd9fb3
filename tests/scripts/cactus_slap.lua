-- Cactus with two actions renamed (reference: variant.rename): `rules` and
-- `help` speak the new words.
return require("cactus"):extend { name = "cactus-slap", rename = { snap = "slap", cactus = "stop" } }
