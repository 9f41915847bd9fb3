-- a house rule that plays golf4 to 50 points (G-9 target), given holes=1
return require("golf4"):extend { name = "house_target50", options = { target = { default = 50 } } }
