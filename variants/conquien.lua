-- Conquién, the Honduran form of Desmoche (rules/desmoche.md, section 10):
-- `desmoche` changed exactly where the source says so: no automatic wins
-- (DES-A6), no bonuses (DES-B5), and `oro` as the one side game (DES-S7).
local desmoche = require "desmoche"


return desmoche:extend {
  name = "conquien",
  title = "Conquién (Honduran Desmoche)",
  summary = "Desmoche without automatic wins or bonuses: nine cards, the Cambio, draw or claim, "
         .. "meld and pay; the first table of ten cards takes the pot.",
  options = {
    peladilla = { default = "off", choices = { "off" }, doc = "no automatic wins in Conquién (DES-A6)" },
    cuatro_cuerpos = { default = "off", choices = { "off" }, doc = "no automatic wins in Conquién (DES-A6)" },
    color = { default = "off", choices = { "off" }, doc = "no automatic wins in Conquién (DES-A6)" },
    play_everything = { default = "off", choices = { "off" }, doc = "no bonuses in Conquién (DES-B5)" },
    side_games = { default = "none", choices = { "none", "oro" }, doc = "the one side game of Honduras, oro, or none (DES-S7)" },
    -- not offered by the preset (desmoche.md, the presets' table: "-")
    auto_win_order = false, auto_win_hand = false, auto_declare = false, color_bonus = false, mico_pays = false, color_pays = false, arriba_pays = false,
    escalera_a23 = false, escalera_compare = false,
  },
}
