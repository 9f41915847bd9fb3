-- Option values that are not valid UTF-8: sim --json dropped the runs.
local golf4 = require "golf4"
return golf4:extend {
  name = "json_utf8",
  options = {
    zz = { default = "a\xffb", choices = { "a\xffb", "c\xc0\xafd" }, doc = "bad utf8 \xff" },
  },
}
