-- House rule 1 (rules/house-rules.md): 4-card Golf where queens are worth 20
-- and the one-eyed jacks (JS, JH) are wild. Both are golf4 options already
-- (G4 options `queen`, `one_eyed_jacks_wild`): only their defaults change.
-- A wild jack pairs with any card anywhere (pairs = none counts as anywhere).
return require("golf4"):extend {
  name = "golf4-queens20-wild",
  title = "4-card Golf, queens 20, one-eyed jacks wild",
  summary = "4-card Golf where a queen scores 20 and JS, JH pair with any card.",
  options = {
    queen = { default = 20 },
    one_eyed_jacks_wild = { default = "on" },
  },
}
