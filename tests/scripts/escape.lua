-- A variant that looks for a way out of the sandbox in its setup.
return require("golf4"):extend {
  name = "escape",
  setup = function(g)
    local found = {}
    for _, name in ipairs({ "io", "os", "debug", "package", "dofile", "loadfile", "print", "collectgarbage" }) do
      if pcall(function() return _ENV[name] end) then found[#found + 1] = name end
    end
    if #found > 0 then error("escaped through " .. table.concat(found, " ")) end
    if load("\27Lua") then error("escaped: load took bytecode") end
    if pcall(function() string.rep = nil end) then error("escaped: string library writable") end
    if pcall(function() cw.suggest = nil end) then error("escaped: cw writable") end
    if getmetatable("") then error("escaped: the string metatable is reachable") end
    if pcall(function() return math.random end) and math.random then error("escaped: math.random") end
    error("sandbox held")
  end,
}
