-- House rule 3 of rules/house-rules.md on cactus: no call before a seat's
-- third turn, an option whose patch sets the kit's call_from_turn; the
-- end-of-turn point after the windows asks the kit too.
return require("cactus"):extend {
  name = "cactus_call_third",
  options = {
    call_from = { default = 3, int = true, min = 1, max = 20,
                  doc = "the first of a seat's turns it may call on",
                  patch = function(v, kit) kit.call_from_turn = v end },
  },
}
