-- a window that offers the word the next turn begins with: `go` grabs in
-- the window and goes on in the turn, so a pass left out of the recording
-- (PW-16) made the next `go` read as the window's answer
return variant {
  name = "ipass",
  players = { 2, 2 },
  phases = { "main", "snap" },
  implied_pass = { "snap" },
  vars = { n = 0, grabs = 0 },
  actions = {
    go = { doc = "go on (in the window: grab)", apply = function(g, seat)
      if g:phase() == "main" then
        g.v.n = g.v.n + 1
        if g.v.n >= 6 then g:end_round() return end
        g:open_window(seat, false, { seat == 1 and 2 or 1 })
        g:set_phase("snap")
      else
        g.v.grabs = g.v.grabs + 1
        g:close_window(); g:set_phase("main"); g:next_turn()
      end
    end },
    pass = { doc = "let it go", apply = function(g, seat)
      g:window_next()
      if not g:window_seat() then g:close_window(); g:set_phase("main"); g:next_turn() end
    end },
  },
  setup = function(g) g:begin_turn(1); g:set_phase("main") end,
  legal = {
    main = function(g, seat) g:offer("go") end,
    snap = function(g, seat) g:offer("pass"); g:offer("go") end,
  },
  score = function(g) for s = 1, 2 do g:set_score(s, s == 1 and g.v.grabs or 0) end end,
}
