-- A patch that puts a metatable on the kit: __pairs loops, __index errors.
return require("golf4"):extend { name = "patch_meta", options = {
  alpha = { default = "on", choices = { "on", "off" }, doc = "a",
            patch = function(v, kit) setmetatable(kit, { __pairs = function() while true do end end, __index = function(t, k) error("idx " .. tostring(k)) end }) end },
  beta = { default = "on", choices = { "on", "off" }, doc = "b", patch = function(v, kit) kit.flips = 0 end } } }
