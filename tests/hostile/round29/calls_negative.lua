return require("golf4"):extend { name = "calls_negative", calls = -1 }
