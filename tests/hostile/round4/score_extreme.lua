-- Scores at both ends of 32 bits: a layout holding two cards of one rank
-- scores 2^31 - 1, any other -2^31. The search bot's pair term
-- (both - one - one + none) overflowed 32 bits (undefined behaviour in C).
return require("golf4"):extend { name = "score_extreme", layout_score = function(g, seat)
  local seen, pair = {}, false
  for k = 1, g:slots(seat) do
    local c = g:slot(seat, k)
    if c then
      local r = g:rank(c)
      if seen[r] then pair = true end
      seen[r] = true
    end
  end
  return pair and 0x7fffffff or -0x80000000
end }
