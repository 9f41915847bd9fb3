-- A hostile house rule: terminal control sequences in its title, summary,
-- option doc, and in an error message; a choice holding '/' for check's
-- file names. ESC ] 52 writes the clipboard, ESC ] 0 the window
-- title, ESC ] 8 makes a link, ESC [ 2J clears the screen, U+202E
-- reverses the text after it. Every one must reach the terminal escaped
-- (\x1b), never raw.
local golf4 = require "golf4"
local E = "\27"
local actions = {}
for k, v in pairs(golf4.actions) do actions[k] = v end
local draw = golf4.actions["draw stock"]
actions["draw stock"] = { apply = function(g, seat, ...)
  if g.opt.boom == "on" or g.opt.path ~= "plain" then error("boom " .. E .. "]52;c;cHduZWQ=\7 " .. E .. "[2J") end
  return draw.apply(g, seat, ...)
end }
return golf4:extend {
  name = "osc",
  title = "clip " .. E .. "]52;c;cHduZWQ=\7 title " .. E .. "]0;pwned\7",
  summary = "link " .. E .. "]8;;http://example.invalid" .. E .. "\\here" .. E .. "]8;;" .. E .. "\\ \226\128\174reversed",
  options = {
    boom = { default = "off", choices = { "off", "on" }, doc = "on: drawing from the stock raises an error holding OSC 52" },
    path = { default = "plain", choices = { "plain", "../../x/y" },
             doc = "a choice holding '/'; raises like boom (check names its file after it)" },
    -- a choice may hold no control byte (a recording's rule line writes it):
    -- a rule line giving one (osc-rule.replay) is refused, shown escaped
    skin = { default = "plain", choices = { "plain", "other" }, doc = "a plain option a hostile rule line names" },
    queen = { default = 10, choices = { 10, 12, 13, 20 }, doc = "value " .. E .. "[31mred" .. E .. "[0m of a queen\r\n\127" },
  },
  actions = actions,
}
