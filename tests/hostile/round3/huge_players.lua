-- players = {1, 2^62}: a range the host must clamp, not multiply.
return require("golf4"):extend { name = "huge_players", players = { 1, 1 << 62 } }
