-- An accepts hook whose reason names the seat's own face-down cards: the
-- reason is for that seat, never for a person typing `as` for it.
return variant { name="leak", players={2,2}, layout={rows=1,cols=2},
 actions={ go={apply=function(g,s) g:next_turn() end},
   claim={ any_seat=true, args="n",
     accepts=function(g,s) local t={} for k=1,2 do t[#t+1]=g:face(g:slot(s,k)) end
       return false,"you hold "..table.concat(t," ") end, apply=function() end } },
 setup=function(g) g:deal_layouts(2) for s=1,2 do g:peek(s,g:slot(s,1)) g:peek(s,g:slot(s,2)) end g:begin_turn(1) end,
 legal=function(g) g:offer("go") end,
 score=function(g) for s=1,2 do g:set_score(s,0) end end }
