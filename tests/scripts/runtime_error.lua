-- A variant whose setup hook fails at run time.
return require("golf4"):extend {
  name = "runtime_error",
  setup = function(g)
    local t = nil
    return t.field          -- line 6: indexing nil
  end,
}
