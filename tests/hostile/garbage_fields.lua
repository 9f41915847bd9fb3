-- A variant table with a wrong field.
return variant { name = "garbage_fields", players = "many", actions = {}, setup = function() end, legal = {}, score = 1 }
