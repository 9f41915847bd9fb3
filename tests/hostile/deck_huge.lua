-- 2^40 decks, from a function of the options: a count that does not fit
-- an int.
return require("golf4"):extend { name = "deck_huge", deck = function(opt, n) return { decks = 1 << 40 } end }
