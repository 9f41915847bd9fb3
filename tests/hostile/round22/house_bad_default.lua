-- a default that is none of golf4's queen values
return require("golf4"):extend { name = "house_bad_default", options = { queen = { default = 15 } } }
