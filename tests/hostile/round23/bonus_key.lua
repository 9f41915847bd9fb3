return require("golf4"):extend { name = "bonus_key", options = { queen = { default = 20, choices = { 10, 20 } } }, bonuses = { ["bad key"] = "x" } }
