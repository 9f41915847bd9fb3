-- golf4 without the decks option (one deck, always): a rule that golf4
-- takes and this house rule refuses.
return require("golf4"):extend { name = "decks_hidden", options = { decks = false } }
