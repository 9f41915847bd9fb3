-- House rule 10 (rules/house-rules.md): Desmoche where Q-K-A is a valid
-- run and the Color bonus is paid twice. Both are Desmoche options: an ace
-- may also stand above a king in a run (DES-D8, `ace_runs`), and each
-- losing seat pays the Color bonus's stake twice (DES-B5, `color_pays`).
return require("desmoche"):extend {
  name = "desmoche-qka-color2",
  title = "Desmoche, Q-K-A runs, the Color bonus paid twice",
  summary = "Desmoche where an ace may follow a king in a run and each losing seat pays the Color twice.",
  options = {
    ace_runs = { default = "low_or_high" },
    color_pays = { default = 2 },
  },
}
