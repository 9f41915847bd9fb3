-- House rule 3 of rules/house-rules.md: no knock before the third turn, an
-- option whose patch sets the kit's call_from_turn.
return require("golf4"):extend {
  name = "golf4_knock_third",
  title = "4-card Golf, no knock before the third turn",
  options = {
    knock_from = { default = 3, int = true, min = 1, max = 20,
                   doc = "the first of a player's turns they may knock on",
                   patch = function(v, kit) kit.call_from_turn = v end },
  },
}
