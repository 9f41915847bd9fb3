-- A Desmoche table checked and counted (desmoche.md, section 11: `cardwright
-- score desmoche 'AH 2H 3H / 7C 7D 7S / 10S JS QS'`): each meld valid or
-- not (DES-M1..M3) in table order (DES-M5), the table count, and at ten
-- cards, a winning table (DES-P5), the Mico count and the Color bonus
-- (DES-B5); false after the text when a group is not a meld or the table
-- is too large. Used as the variant's explain(g, seat); meld_of is the
-- variant's own validator, color_bonus its own test of the Color bonus.
return function(meld_of, nmelds, color_bonus)
  return function(g, seat)
    local lines, count, micos, all, valid = {}, 0, 0, {}, true
    for k = 1, nmelds do
      local cards = g:cards(g:meld(seat, k))
      if #cards > 0 then
        local faces = {}
        for i, c in ipairs(cards) do faces[i] = g:face(c) end
        local ordered, kind, low = meld_of(g, cards)
        if ordered then
          local shown = {}
          for i, c in ipairs(ordered) do shown[i] = g:face(c) end
          lines[#lines + 1] = ("meld %d: %s, a %s of %d"):format(k, table.concat(shown, " "), kind, #cards)
          if kind == "run" and low == 1 then micos = micos + 1 end
        else
          valid = false
          lines[#lines + 1] = ("meld %d: %s: not a meld (a run of 3 to 10 cards of one suit, or a set of 3 or 4 of one rank, DES-M1..M3)")
            :format(k, table.concat(faces, " "))
        end
        for _, c in ipairs(cards) do all[#all + 1] = c end
        count = count + #cards
      end
    end
    lines[#lines + 1] = ("table count: %d"):format(count)
    if count > 10 then
      valid = false
      lines[#lines + 1] = "more than 10 cards: a table holds at most 10 (DES-P5)"
    elseif count == 10 and valid then
      lines[#lines + 1] = "ten cards: the table wins the hand (DES-P5)"
      if g.opt.play_everything ~= "on" then
        lines[#lines + 1] = "no bonuses (play_everything = off, DES-B5)"
      else
        local cb = g.opt.color_bonus or "off"
        local color = color_bonus(g, all)
        lines[#lines + 1] = ("Mico: %d (runs from A-2-3, DES-B5)"):format(micos)
        lines[#lines + 1] = ("Color bonus: %s (color_bonus = %s, DES-B5)"):format(color and "yes" or "no", cb)
      end
    end
    return table.concat(lines, "\n") .. "\n", valid
  end
end
