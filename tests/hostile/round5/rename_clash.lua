-- rename gives an action the word of another action: two verbs answer to
-- "discard", and to "draw stock".
return require("golf4"):extend { name = "rename_clash", rename = { swap = "discard", knock = "draw stock" } }
