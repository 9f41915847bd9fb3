-- A patch that gives a callable table, a coroutine-like value and a
-- string where hooks are expected.
return require("golf4"):extend { name = "patch_callable", options = {
  alpha = { default = "on", choices = { "on", "off" }, doc = "callable",
            patch = function(v, kit) return { score = setmetatable({}, { __call = function() return 0 end }),
                                               layout_score = "\27]52;c;aGk=\7" } end } } }
