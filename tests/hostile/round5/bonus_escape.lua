-- The words of a bonus hold OSC 52 and CSI 2J; the scoring names it at
-- every hole, so sim counts it.
return require("golf4"):extend { name = "bonus_escape",
  bonuses = { shiny = "\27]52;c;aGk=\7 bonus\27[2J" },
  layout_score = function(g, seat) g:bonus(seat, "shiny"); return 3 end }
