-- 6-card Golf where the player who goes out (G6-4: their layout all face
-- up, which makes them the caller) must be strictly lowest, or their score
-- for the hole is doubled. The family's knock adjustment knows `double`;
-- the option's patch hands the round's score to the family's Lua scoring,
-- which applies it (variant.options, option.patch).
return require("golf6"):extend {
  name = "golf6_out_double",
  options = {
    knock_penalty = { default = "double", choices = { "none", "double" }, doc = "going out not strictly lowest: x2",
                      patch = function(v) return v ~= "none" and { score = true } or nil end },
    knock_tie = { default = "not_lowest", choices = { "lowest", "not_lowest" }, doc = "a tie is not lowest" },
  },
}
