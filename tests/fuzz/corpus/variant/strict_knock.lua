-- House rule 2 (rules/house-rules.md): 4-card Golf where the knocker must be
-- strictly lowest, or their score for the hole is doubled. A tie for lowest
-- is not lowest (G4 knock_tie = not_lowest); the family's knock adjustment
-- knows a plain `double` penalty, added here to golf4's knock_penalty choices.
return require("golf4"):extend {
  name = "golf4-strict-knock",
  title = "4-card Golf, knocker strictly lowest or doubled",
  summary = "4-card Golf where a knocker who is not strictly lowest scores double for the hole.",
  options = {
    knock_penalty = { default = "double", choices = { "none", "plus10", "double_plus5", "highest", "double" },
                      doc = "a knocker not lowest: +10, x2 + 5, the highest score, or x2 (house rule)" },
    knock_tie = { default = "not_lowest" },
  },
}
