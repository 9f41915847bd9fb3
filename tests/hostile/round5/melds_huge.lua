-- Desmoche with 2^40 meld zones a seat.
return require("desmoche"):extend { name = "melds_huge", melds = 1 << 40 }
