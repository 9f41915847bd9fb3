-- string.byte, utf8.len, utf8.codepoint and table.unpack as scripts use them.
local a, b, c = ("abc"):byte(1, 3)
assert(a == 97 and b == 98 and c == 99)
assert(string.byte("A") == 65)
assert(utf8.len("héllo") == 5)
local cps = { utf8.codepoint("hé", 1, -1) }
assert(#cps == 2 and cps[2] == 233)
local x, y, z = table.unpack({ 1, 2, 3 })
assert(x == 1 and z == 3)
local p, q = table.unpack({ 1, 2, 3 }, 2, 3)
assert(p == 2 and q == 3)
assert(select("#", table.unpack({}, 1, 0)) == 0)
local n = select("#", table.unpack({ n = 3 }, 1, 3))
assert(n == 3)
return require("golf4"):extend { name = "wrapped_plain", title = "wrapped as meant" }
