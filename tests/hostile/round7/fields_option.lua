-- The same way in: an option's default with line breaks, which a
-- recording's rule line would have written as lines of its own.
local v = require("golf4"):extend { name = "fields_option", options = { zz = { default = "a", doc = "free" } } }
cw.is_variant(v).options.zz.default = "a\nround 1\n1 knock\n#"
return v
