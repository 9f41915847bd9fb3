-- Online Desmoche (rules/desmoche.md, DES-O, from the two-player computer
-- game `003`): `desmoche` in rummy mode. Drawn cards go into the hand, the
-- waste card may be drawn, three meld piles, cards may be taken back, the
-- waste is recycled; no automatic wins, bonuses, forced lay-offs, folding
-- or second first draw (DES-O2). One chip each: the winner nets +1.
local desmoche = require "desmoche"

local function fixed(value, doc) return { default = value, choices = { value }, doc = doc } end

return desmoche:extend {
  name = "desmoche-online",
  title = "Online Desmoche (two players, rummy mode)",
  summary = "Two players, nine cards, the card exchange, a turned-up first discard; draw from the "
         .. "stock or the waste, meld on three piles, take back, discard: ten cards in melds win.",
  players = { 2, 2 },                                                    -- DES-O1
  -- A waste draw uses no stock card (DES-O5), so only the recycles bound a
  -- hand (DES-O10), and only on average: a pass through the stock takes
  -- about 140 actions under random play. With unlimited recycles a hand
  -- need not end: people may play so; sim and check play only rounds that
  -- end (DES-O10, desmoche.lua's max_actions).
  max_actions = function(opt)
    if opt.recycle_limit == "unlimited" then
      return false, "recycle_limit = unlimited with recycle = " .. opt.recycle .. ": a hand may never end (DES-O10)"
    end
    return 2000 + 400 * opt.recycle_limit
  end,
  options = {
    draw_mode = fixed("rummy", "drawn cards go into the hand; no claim windows (DES-O5)"),
    first_discard = fixed("on", "the top stock card starts the waste after the exchange (DES-O4)"),
    takeback = fixed("on", "takeback CARD and unmeld M (DES-O8)"),
    meld_piles = { default = 3, choices = { 3 }, int = false, doc = "three meld piles per seat (DES-O7)" },
    recycle = { default = "flip", doc = "an empty stock: the waste turned over (flip) or kept in order (DES-O10)" },
    peladilla = fixed("off", "no automatic wins (DES-O2)"),
    cuatro_cuerpos = fixed("off", "no automatic wins (DES-O2)"),
    color = fixed("off", "no automatic wins (DES-O2)"),
    play_everything = fixed("off", "no bonuses (DES-O2)"),
    forced_layoff = fixed("off", "no forced lay-off (DES-O2)"),
    fold = fixed("off", "no folding (DES-O2)"),
    first_redraw = fixed("off", "no second first draw (DES-O2)"),
    hand_melds = fixed("free", "melds of hand cards (DES-O5)"),
    ace_runs = fixed("low", "aces low only (DES-O11)"),
    side_games = fixed("none", "no side games (DES-O2)"),
    betting = fixed("fixed", "one chip each, no stakes in `003` (DES-O12)"),
    strict_order = fixed("off", "no strict order (DES-O2)"),
    layoff_any_time = fixed("off", "no plays outside one's turn (DES-O5)"),
    misdeal_forfeit = fixed("on", "a recorded misdeal makes the dealer forfeit the hand (DES-D7)"),
    -- not offered by the preset (desmoche.md, the presets' table: "-")
    bet_max = false, auto_win_order = false, auto_win_hand = false, auto_declare = false,
    forced_layoff_own = false, color_bonus = false, mico_pays = false, color_pays = false, arriba_pays = false, side_bet = false, side_seats = false,
    side_keep = false, side_announce = false, escalera_a23 = false, escalera_compare = false,
  },
}
