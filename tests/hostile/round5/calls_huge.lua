-- The number of calls a round allows at 2^62, and NaN beside it.
return require("golf4"):extend { name = "calls_huge", calls = 2^62 }
