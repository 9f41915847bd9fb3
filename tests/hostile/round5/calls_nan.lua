-- The number of calls a round allows as NaN.
return require("golf4"):extend { name = "calls_nan", calls = 0/0 }
