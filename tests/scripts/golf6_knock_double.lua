-- 6-card Golf where the player who goes out (G6-4) must be strictly
-- lowest, or scores double for the hole: golf4's knock options, added to
-- golf6 as a house rule would add them, with no patch of its own.
return require("golf6"):extend {
  name = "golf6_knock_double",
  options = {
    knock_penalty = { default = "double", choices = { "none", "double" },
                      doc = "going out without being strictly lowest: double" },
    knock_tie = { default = "not_lowest", choices = { "lowest", "not_lowest" }, doc = "a tie is not lowest" },
  },
}
