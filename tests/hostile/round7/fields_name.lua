-- The host's checked copy of a variant's fields, reached through
-- cw.is_variant and changed after the check: a name that climbs out of
-- the recordings' directory. cw.is_variant answers with the read-only
-- object now, so the write is refused.
local v = require("golf4"):extend { name = "fields_name" }
cw.is_variant(v).name = "x/../../../planted"
return v
