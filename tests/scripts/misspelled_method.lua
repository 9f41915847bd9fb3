-- A variant that calls a game method by a wrong name.
return require("golf4"):extend {
  name = "misspelled_method",
  setup = function(g)
    g:deal_layout(4)
  end,
}
