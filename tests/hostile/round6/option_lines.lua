-- An option whose default holds newlines and a header's words: recordings
-- wrote it into their `rule` line, so the file gained `players` and `seed`
-- lines of the script's choosing, and its own replay and resume failed.
return require("golf4"):extend { name = "option_lines", title = "an option of lines",
  options = { zz = { default = "a\nplayers x y z\nseed 7", doc = "free text" } } }
