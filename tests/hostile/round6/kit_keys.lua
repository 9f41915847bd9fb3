-- A kit with thirty unknown fields: the same for the kit's reader.
local golf4 = require "golf4"
return golf4:extend { name = "kit_keys", title = "thirty unknown kit fields",
  kit = function(opt, nseats, v)
    local k = golf4.kit(opt, nseats, v)
    for i = 1, 30 do k["zz" .. i] = i end
    return k
  end, overrides = golf4.overrides }
