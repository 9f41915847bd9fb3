-- xpcall as scripts use it: results, a handled error, an error object, a
-- handler that is a library function. Loads only if each holds.
local r = { xpcall(function(a, b) return a + b, "x" end, function(e) return "h:" .. e end, 2, 3) }
assert(r[1] == true and r[2] == 5 and r[3] == "x" and #r == 3, "xpcall's results")
local ok, e = xpcall(function() error("boom", 0) end, function(m) return "handled " .. m end)
assert(ok == false and e == "handled boom", "xpcall's handler")
local ok2, e2 = xpcall(function() error({ code = 7 }) end, function(m) return m.code end)
assert(ok2 == false and e2 == 7, "an error object reaches the handler")
local r3 = { xpcall(function() end, tostring) }
assert(#r3 == 1 and r3[1] == true, "no results")
return require("golf4"):extend { name = "xpcall_plain", title = "xpcall as meant" }
