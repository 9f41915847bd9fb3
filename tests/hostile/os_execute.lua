-- Tries to run a shell command from a hook.
return require("golf4"):extend { name = "os_execute", setup = function(g)
  os.execute("touch /tmp/cardwright-hostile-was-here")
end }
