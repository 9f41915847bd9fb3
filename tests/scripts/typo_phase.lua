-- A legal function for a phase the variant does not have (a typo of
-- `draw`): it would never be asked.
return require("golf4"):extend {
  name = "typo_phase",
  legal = { darw = function(g, seat) g:offer("draw stock") end },
}
