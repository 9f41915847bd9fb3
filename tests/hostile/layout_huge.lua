-- A 65535 x 65535 layout: the product wrapped the core's size check and
-- the deal wrote past the state block.
return require("golf4"):extend { name = "layout_huge", layout = { rows = 65535, cols = 65535 } }
