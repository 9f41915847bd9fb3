-- A variant whose scoring never ends; the instruction budget stops it.
return require("golf4"):extend {
  name = "endless",
  legal = { draw = function(g, seat) while true do end end },
}
