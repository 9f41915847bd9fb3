-- Announcements that do not fit their verb's `args`, or name no verb: the
-- option `case` picks one. Each was told as something else ("card AS 55",
-- "word ?", "seat 7" in a 2-seat game); each is refused at its line.
local cases = { "card_extra", "word_number", "seat", "missing", "go_args", "not_a_word", "huge", "verb_number" }
return variant {
  name = "unfit_announce", players = { 2, 2 },
  layout = { rows = 1, cols = 2 },
  options = { case = { default = "card_extra", choices = cases, doc = "which unfit announcement" } },
  actions = {
    go = { apply = function(g) g:end_round() end },
    card = { args = "c", apply = function() end },
    word = { args = "w", words = { "loud", "soft" }, apply = function() end },
    seat = { args = "e", apply = function() end },
    tell = { args = "n", apply = function() end },
  },
  setup = function(g)
    g:deal_layouts(2)
    local c = g.opt.case
    if c == "card_extra" then g:announce(1, "card", "AS", "KS")
    elseif c == "word_number" then g:announce(1, "word", 5)
    elseif c == "seat" then g:announce(1, "seat", 7)
    elseif c == "missing" then g:announce(1, "tell")
    elseif c == "go_args" then g:announce(1, "go", 1, 2)
    elseif c == "not_a_word" then g:announce(1, "word", "quiet")
    elseif c == "huge" then g:announce(1, "tell", 2^40)
    else g:announce(1, 1) end
    g:begin_turn(1)
  end,
  legal = function(g) g:offer("go") end,
  score = function(g) g:set_score(1, 1); g:set_score(2, 0) end,
}
