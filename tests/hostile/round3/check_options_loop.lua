-- check_options that loops, after one that raised a table error.
return require("golf4"):extend { name = "check_options_loop", check_options = function(o, n)
  while true do end
end }
