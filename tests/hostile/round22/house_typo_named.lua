-- a key of the same word as the variant's name, and a comment naming the mistyped field
local t = { deal = 1 }
return require("golf4"):extend {
  -- was: golf6:extend { layuot = 3 }
  name = "deal",
  layuot = 4,
}
