-- Eleven bonuses named by every layout's scoring, five of them with keys
-- of 31 bytes: the round's end names them all on its one line.
local golf4 = require "golf4"
local keys, b = {}, {}
for i = 1, 5 do keys[i] = string.format("bonus_number_%02d_abcdefghijklmn", i); b[keys[i]] = "bonus " .. i end
return golf4:extend {
  name = "many_bonuses", bonuses = b,
  layout_score = function(g, seat)
    local s = golf4.layout_score(g, seat)
    for i = 1, 5 do g:bonus(seat, keys[i]) end
    for _, k in ipairs { "pair_column", "square", "line", "knock_bonus", "six_equal", "joker_columns" } do g:bonus(seat, k) end
    return s - 7
  end,
}
