-- Floods the round's event log from a hook: each flip is an event, and the
-- log took gigabytes of host memory outside the Lua cap.
return require("golf4"):extend { name = "event_flood", setup = function(g)
  require("golf4").setup(g)
  local c = g:slot(1, 1)
  while true do g:flip(c, true); g:flip(c, false) end
end }
