-- A variant that looks for a way out of the sandbox in its setup.
return require("golf4"):extend {
  name = "escape",
  setup = function(g)
    local found = {}
    for _, name in ipairs({ "io", "os", "debug", "package", "dofile", "loadfile", "print", "collectgarbage" }) do
      if pcall(function() return _ENV[name] end) then found[#found + 1] = name end
    end
    if #found > 0 then error("escaped through " .. table.concat(found, " ")) end
    local ok = pcall(load, string.dump and string.dump(function() end) or "\27Lua")
    error("sandbox held")
  end,
}
