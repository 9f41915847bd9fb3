return require("golf6"):extend { name = "v2", options = { holes = { default = 1 } } }
