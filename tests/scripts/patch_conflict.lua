-- Two option patches that set the same kit parameter: a queen of 20 that
-- also skips the next player, against jacks = 20_skip.
return require("golf4"):extend {
  name = "patch_conflict",
  options = {
    queen = { patch = function(v, kit) if v == 20 then kit.skip_rank = 12 end end },
  },
}
