-- The utf8 library over a large string, from C: utf8.len, utf8.offset to
-- the end and utf8.char of a long argument list, in a loop.
return require("golf4"):extend { name = "utf8_huge", setup = function(g)
  local s = string.rep("\u{10FFFF}", 1 << 20)
  while true do
    utf8.len(s)
    utf8.offset(s, 1 << 20)
    utf8.char(table.unpack({ 65, 66, 67, 68 }, 1, 4))
    for _ in utf8.codes(s) do end
  end
end }
