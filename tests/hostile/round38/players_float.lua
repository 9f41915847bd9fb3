local t = game { variant = "golf4", players = 2.5 }
done()
