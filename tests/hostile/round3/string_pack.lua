-- string.pack asked for a 2 GB fixed-size field, then padding alignment,
-- then a pack format repeated a million times.
return require("golf4"):extend { name = "string_pack", setup = function(g)
  pcall(string.pack, "c2147483647", "a")
  pcall(string.pack, "!16" .. string.rep("Xi16", 1000000))
  return string.pack(string.rep("z", 100000), table.unpack({}, 1, 100000))
end }
