return require("golf4"):extend { name = "loop_deck", deck = function(opt, n) while true do end end }
