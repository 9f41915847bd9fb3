return require("golf44"):extend { name = "b15-nobase" }
