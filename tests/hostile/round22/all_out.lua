-- every seat set out of the deal, then a deal
return require("golf4"):extend { name = "all_out", melds = 16,
  setup = function(g)
    for s = 1, g:nseats() do g:set_out(s, true) end
    g:deal_layouts(1)
  end }
