-- Offers that do not fit their verb's `args`: the option `case` picks one.
-- None could be typed at the table nor read back from a recording, so
-- g:offer (and offer_slots, offer_cards) refuses each at its line.
local cases = { "extra", "missing", "word", "seat", "card_extra", "slot0", "slots_of_go", "cards_of_go" }
return variant {
  name = "unfit_offer", players = { 2, 2 },
  layout = { rows = 1, cols = 2 },
  options = { case = { default = "extra", choices = cases, doc = "which unfit offer" } },
  actions = {
    go = { apply = function(g) g:end_round() end },
    tell = { args = "n", apply = function(g) g:end_round() end },
    word = { args = "w", words = { "loud", "soft" }, apply = function(g) g:end_round() end },
    seat = { args = "e", apply = function(g) g:end_round() end },
    card = { args = "c", apply = function(g) g:end_round() end },
    slot = { args = "s", apply = function(g) g:end_round() end },
  },
  setup = function(g) g:deal_layouts(2); g:begin_turn(1) end,
  legal = function(g, seat)
    local c = g.opt.case
    if c == "extra" then g:offer("go", 1)                 -- go takes no argument
    elseif c == "missing" then g:offer("tell")            -- tell takes a number
    elseif c == "word" then g:offer("word", 5)            -- two words: 0 and 1
    elseif c == "seat" then g:offer("seat", 7)            -- a 2-seat game
    elseif c == "card_extra" then g:offer("card", "AS", "KS")
    elseif c == "slot0" then g:offer("slot", 0)           -- slots count from 1
    elseif c == "slots_of_go" then g:offer_slots("go", seat)
    else g:offer_cards("go", g:layout(seat)) end
  end,
  score = function(g) g:set_score(1, 1); g:set_score(2, 0) end,
}
