-- house rule 1: queens 20, one-eyed jacks wild (G4 options)
return require("golf4"):extend { name = "wild_jacks",
  options = { queen = { default = 20 }, one_eyed_jacks_wild = { default = "on" } } }
