-- The sandbox's own library functions (lua/safelib.c, lua/pattern.c) keep
-- the reference manual's meaning: patterns (manual 6.4.1), string.rep,
-- table.insert/remove/move/concat/sort; and the deterministic ones:
-- tostring without addresses, pairs in one order, no __gc. Expected
-- values are worked out from the manual's text.
local function show(...)
  local t, o = table.pack(...), {}
  for i = 1, t.n do o[#o + 1] = tostring(t[i]) end
  return table.concat(o, ",")
end
local cases = {
  { "find plain text", show(string.find("hello world", "o w")), "5,7" },
  { "find l+", show(string.find("hello world", "l+")), "3,4" },
  { "find a miss", show(string.find("hello", "xyz")), "nil" },
  { "match two captures", show(string.match("key = value", "(%w+)%s*=%s*(%w+)")), "key,value" },
  { "position captures", show(string.match("hello", "()ll()")), "3,5" },
  { "trim with .-", show(string.match("  trim  ", "^%s*(.-)%s*$")), "trim" },
  { "gsub a letter", show(string.gsub("hello world", "o", "0")), "hell0 w0rld,2" },
  { "gsub %0", show(string.gsub("abc", "%w", "%0%0")), "aabbcc,3" },
  { "gsub %1", show(string.gsub("hello world", "(%w+)", "<%1>")), "<hello> <world>,2" },
  { "gsub the empty pattern", show(string.gsub("abc", "", "-")), "-a-b-c-,4" },
  { "frontier", show(string.gsub("THE (quick) fox", "%f[%a]%a+", "W")), "W (W) W,3" },
  { "balance %b()", show(string.gsub("f(a(b)c)d", "%b()", "")), "fd,1" },
  { "balance %b[]", show(string.match("[[x]]", "%[(%b[])%]")), "[x]" },
  { "gsub with a table, false keeps", show(string.gsub("abc", ".", { a = 1, b = false })), "1bc,3" },
  { "gsub with a function and a limit", show(string.gsub("abc", "%w", function(c) return c:upper() end, 2)), "ABc,2" },
  { "find plain", show(string.find("a+b", "+", 1, true)), "2,2" },
  { "find from the end", show(string.find("abc", "b", -1)), "nil" },
  { "three captures", show(string.match("2024-01-02", "(%d+)-(%d+)-(%d+)")), "2024,01,02" },
  { "back-reference", show(string.match("hello hello", "(h%a+) %1")), "hello" },
  { "complement set", show(string.find("abc", "[^%a]")), "nil" },
  { "] first in a set", show(string.find("a]b", "[]]")), "2,2" },
  { "escaped - in a set", show(string.match("x=-12", "[%-%d]+")), "-12" },
  { "lazy -", show(string.match("aaab", "a-b")), "aaab" },
  { "? present", show(string.match("ab", "a?b")), "ab" },
  { "? absent", show(string.match("b", "a?b")), "b" },
  { "^ anchors find", show(string.find("abc", "^b")), "nil" },
  { "^ anchors gsub", show(string.gsub("abc", "^a", "x")), "xbc,1" },
  { "$ at the end", show(string.match("end", "d$")), "d" },
  { "$ elsewhere is literal", show(string.match("a$b", "$b")), "$b" },
  { "ends with %", show(pcall(string.find, "a", "%")), "false,malformed pattern (ends with '%')" },
  { "missing ]", show(pcall(string.find, "a", "[a")), "false,malformed pattern (missing ']')" },
  { "rep with a separator", string.rep("ab", 3, ","), "ab,ab,ab" },
  { "rep of nothing", show(string.rep("", 1 << 62)), "" },
  { "sort", (function() local a = { 5, 3, 8, 1, 9, 2 } table.sort(a) return table.concat(a, " ") end)(), "1 2 3 5 8 9" },
  { "sort with a function", (function() local a = { 5, 3, 8 } table.sort(a, function(x, y) return x > y end) return table.concat(a, " ") end)(), "8 5 3" },
  { "sort is stable", (function()
      local a = { { 1, "a" }, { 0, "b" }, { 1, "c" }, { 0, "d" } }
      table.sort(a, function(x, y) return x[1] < y[1] end)
      local o = {} for _, x in ipairs(a) do o[#o + 1] = x[2] end return table.concat(o)
    end)(), "bdac" },
  { "insert and remove", (function()
      local t = { 1, 2, 3 } table.insert(t, 1, 0) table.insert(t, 9)
      local a, b = table.remove(t, 1), table.remove(t)
      return a .. b .. table.concat(t, ",")
    end)(), "091,2,3" },
  { "move", table.concat(table.move({ 1, 2, 3 }, 1, 3, 2), ","), "1,1,2,3" },
  { "tostring of tables counts", (function() local a, b = tostring({}), tostring({}) return a ~= b and a:match("^table: #%d+$") ~= nil end)(), true },
  { "format %s of a table", string.format("%s", setmetatable({}, { __tostring = function() return "T" end })), "T" },
  { "format %p is refused", (pcall(string.format, "%p", {})), false },
  { "pairs: numbers, strings, booleans", (function()
      local t = { k2 = 1, k10 = 1, [3] = 1, [1.5] = 1, [true] = 1, [false] = 1, a = 1 }
      local o = {} for k in pairs(t) do o[#o + 1] = tostring(k) end return table.concat(o, " ")
    end)(), "1.5 3 a k10 k2 false true" },
  { "next in the same order", show(next({ b = 1, a = 2 })), "a,2" },
  { "next after a key", show(next({ b = 1, a = 2 }, "a")), "b,1" },
  { "__gc is refused", (pcall(setmetatable, {}, { __gc = function() end })), false },
}
for _, c in ipairs(cases) do is(c[2], c[3], "sandbox library: " .. c[1]) end
local it = {}
for k, v in string.gmatch("a=1, b=2", "(%w+)=(%w+)") do it[#it + 1] = k .. v end
is(table.concat(it, " "), "a1 b2", "sandbox library: gmatch with two captures")
done()
