-- A test variant for sim's bonus counts: 4-card Golf where the dealer's
-- layout scoring names the bonus `dealt` once a hole (option mark = on).
-- Seat 1 deals the first hole, then the deal passes to the next seat
-- (NOTATION.md, G-2), so over a 9-hole match of 2 seats seat 1 deals 5
-- holes and seat 2 deals 4. Scoring itself is golf4's.
local golf4 = require "golf4"

return golf4:extend {
  name = "dealer-bonus",
  title = "4-card Golf whose dealer is marked",
  summary = "4-card Golf; the scoring names the bonus `dealt` for the dealer.",
  bonuses = { dealt = "the dealer of the hole (a test of sim's counts)" },
  options = { mark = { default = "on", choices = { "on", "off" }, doc = "name the bonus" } },
  layout_score = function(g, seat)
    if seat == g:dealer() and g:option("mark") == "on" then g:bonus(seat, "dealt") end
    return golf4.layout_score(g, seat)
  end,
}
