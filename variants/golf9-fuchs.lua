-- golf9-fuchs: the preset of rules/golf.md G9-4 — no cards turned up at
-- the start, Q 0, K 10, jokers -2, rows and columns of three equal removed
-- when formed. Only defaults change: every golf9 option stays settable.
return require("golf9"):extend {
  name = "golf9-fuchs",
  title = "9-card Golf, Fuchs preset",
  summary = "9-card Golf with nothing turned up to start, Q 0, K 10, jokers -2; "
         .. "rows and columns of three equal leave the layout when formed.",
  options = {
    start_flips = { default = 0 },
    queen = { default = 0 },
    king = { default = 10 },
    jokers = { default = 2 },
    lines = { default = "rows_columns" },
    remove_lines = { default = "on" },
  },
}
