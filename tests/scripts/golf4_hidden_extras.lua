-- golf4 with the paid look and the exposure left out (the tutorial's knock
-- rule does so): `rules` lists neither look, pass nor flip.
return require("golf4"):extend { name = "golf4-k3", options = { paid_look = false, expose_each_turn = false, knock_first_turn = false } }
