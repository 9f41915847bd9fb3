-- The Golf family's house rules of play (rules/golf.md, "Options of
-- 4-card Golf": paid_look, memory = open_hand, unseen_replace_once,
-- face_up_replacements, expose_each_turn, pot / pot_cap, and the knock's
-- knock_penalty, knock_bonus, knock_tie): each option declared once with
-- its doc and its patch, and the hooks that play it. A face-down Golf
-- variant takes them whole (golf4.lua); the kit plays every hook point
-- that no option in force replaces.
local golf = require "golf"

local house = {}

local FROM_STOCK = 1                       -- g.v.drawn_from, as in golf.lua

local function bit(slot) return 1 << (slot - 1) end
local function has(mask, slot) return mask & bit(slot) ~= 0 end

local function exposing(g) return g.opt.expose_each_turn == "on" end
-- face_up_replacements; expose_each_turn, which has its own end, wins over it.
local function face_up(g) return g.opt.face_up_replacements == "on" and not exposing(g) end
local function open_hand(g) return g.opt.memory == "open_hand" end

-- memory = open_hand: the owner knows every card of its own layout.
local function show_hand(g, seat)
  for slot = 1, g:slots(seat) do
    local c = g:slot(seat, slot)
    if c and not g:knows(seat, c) then g:peek(seat, c) end
  end
end

-- May the seat put its drawn card into this slot?
--   expose_each_turn: a face-up card can no longer be replaced;
--   unseen_replace_once: a slot not peeked at the start is replaced once at most.
local function can_replace(g, seat, slot)
  local c = g:slot(seat, slot)
  if not c then return false end
  if exposing(g) and g:is_up(c) then return false end
  local sv = g.sv[seat]
  if g.opt.unseen_replace_once == "on" and not has(sv.peeked, slot) and has(sv.replaced, slot) then
    return false
  end
  return true
end

local function any_replace(g, seat)
  for slot = 1, g:slots(seat) do
    if can_replace(g, seat, slot) then return true end
  end
  return false
end

local function every_layout_up(g)
  for seat = 1, g:nseats() do
    if not golf.all_up(g, seat) then return false end
  end
  return true
end

-- The family's end of turn (G4-4, G-8). With expose_each_turn a seat whose
-- layout is all face up has nothing left to do: its turns are skipped until
-- every layout is face up (a skip lasts one turn, so it is set again at
-- every end of turn).
local function end_turn(g)
  if exposing(g) then
    for seat = 1, g:nseats() do
      if golf.all_up(g, seat) then g:skip(seat) end
    end
  end
  golf.end_turn(g)
end

-- The end of a turn that may have exposed cards: expose_each_turn ends the
-- hole once every layout is face up; face_up_replacements gives every other
-- seat one more turn once this seat's layout is face up (unless a knock
-- came first); else the family's end of turn.
local function after_play(g, seat)
  if exposing(g) and every_layout_up(g) then g:end_round("out", seat) return end   -- told: the last one up
  if face_up(g) and golf.all_up(g, seat) and not g:caller() then g:call(seat, "out") end
  end_turn(g)
end

-- The draws (G-3), offered in the draw phase and after a paid look. A discard
-- draw must be placed (G-4), so it needs a slot that may be replaced.
local function offer_draws(g, seat)
  local n = 0
  if golf.can_draw_stock(g) then g:offer("draw stock"); n = n + 1 end
  if g:count(g:discard()) > 0 and any_replace(g, seat) then g:offer("draw discard"); n = n + 1 end
  return n
end

local play_actions = {
  -- (what an option changes of an action its own doc says, so that a
  -- preset leaving the option out lists nothing of it)
  swap = { args = "s", doc = "put the drawn card into SLOT; its card goes face up on the discards (G-6)",
    apply = function(g, seat, slot)
      local up = exposing(g) or face_up(g)
      g:swap(seat, slot, up and "up" or nil)
      local sv = g.sv[seat]
      sv.replaced = sv.replaced | bit(slot)
      if open_hand(g) then show_hand(g, seat) end
      golf.jack_skip(g, seat)
      after_play(g, seat)
    end },
  discard = { doc = "discard the card drawn from the stock (G-5)",
    apply = function(g, seat)
      g:discard_held(seat)
      golf.jack_skip(g, seat)
      if exposing(g) and golf.down_count(g, seat) > 0 then
        g:set_phase("flip")
      else
        end_turn(g)
      end
    end },
  flip = { args = "s", needs = { expose_each_turn = "on" },
    doc = "turn one of your face-down cards up after discarding a stock draw (G4 options: expose_each_turn)",
    apply = function(g, seat, slot)
      g:flip(g:slot(seat, slot))
      after_play(g, seat)
    end },
  knock = { role = "call", past = "knocked", doc = "end the hole: every other player has one more turn (G4-4)", apply = function(g, seat)
    g.v.knocker = seat
    g:call(seat)
    end_turn(g)
  end },
  look = { args = "s", needs = { paid_look = 1 },         -- a price, 1 to 100
    doc = "pay the paid_look price to look at one of your face-down cards, as the turn or before drawing (G4 options: paid_look)",
    apply = function(g, seat, slot)
      g:peek(seat, g:slot(seat, slot))
      g.sv[seat].looks = g.sv[seat].looks + 1
      g:set_phase("looked")
    end },
  pass = { needs = { paid_look = 1 }, doc = "end the turn without drawing after a paid look (G4 options: paid_look)",
    apply = function(g, seat) end_turn(g) end },
  peek = { role = "peek", args = "s", needs = { peek = { "any2", "one" } },  -- nearest2 shows the row at the deal
    doc = "look at one of your own face-down cards before play (G4-2)",
    apply = function(g, seat, slot)
      g.sv[seat].peeked = g.sv[seat].peeked | bit(slot)
      golf.actions.peek.apply(g, seat, slot)
    end },
}

local play_legal = {
  peek = function(g, seat)
    for slot = 1, g:slots(seat) do
      if g:slot(seat, slot) and not has(g.sv[seat].peeked, slot) then g:offer("peek", slot) end
    end
  end,
  draw = function(g, seat)
    local n = offer_draws(g, seat)
    if not exposing(g) and golf.may_knock(g, seat) then g:offer("knock"); n = n + 1 end
    if g.opt.paid_look ~= "off" then
      for slot = 1, g:slots(seat) do
        local c = g:slot(seat, slot)
        if c and not g:is_up(c) and not g:knows(seat, c) then g:offer("look", slot); n = n + 1 end
      end
    end
    if n == 0 then g:offer("pass") end                      -- never leave a seat without a move
  end,
  looked = function(g, seat)
    offer_draws(g, seat)
    g:offer("pass")
  end,
  place = function(g, seat)
    local any = any_replace(g, seat) or g.v.drawn_from == FROM_STOCK
    local up, twice = false, false            -- why a slot is not offered
    for slot = 1, g:slots(seat) do
      -- with no slot left (only when a house rule's own draw legal offered a
      -- discard draw anyway), every slot, so that G-4 can be kept
      if can_replace(g, seat, slot) or (not any and g:slot(seat, slot)) then
        g:offer("swap", slot)
      elseif g:slot(seat, slot) then
        if exposing(g) and g:is_up(g:slot(seat, slot)) then up = true else twice = true end
      end
    end
    if up or twice then
      local why = {}
      if up then why[#why + 1] = "a face-up card is no longer replaced (G4 options: expose_each_turn)" end
      if twice then
        why[#why + 1] = "a slot not peeked at the start is replaced once at most (G4 options: unseen_replace_once)"
      end
      g:why_not("swap", table.concat(why, "; "))
    end
    if g.v.drawn_from == FROM_STOCK then g:offer("discard") end   -- G-4
    cw.kit.legal_place_rest(g, seat)    -- a house rule's kit powers stay offered
  end,
  flip = function(g, seat) g:offer_slots("flip", seat, "down") end,
}

local deal = golf.setup({ slots = function(g) local rows, cols = g:grid(1) return rows * cols end })

-- The patch of an option that the kit plays at its `plain` value: any other
-- value is played by this library's hooks at the given points.
local function unless(plain, ...)
  local t = {}
  for _, p in ipairs { ... } do t[p] = true end
  return function(v) if v ~= plain then return t end end
end

-- A hole: the per-hole seat variables, the pot's ante (at the start of the
-- match, and again after a lowest knocker took it), the deal (G-2, G4-2).
local function setup(g)
  g.v.knocker = 0
  for seat = 1, g:nseats() do
    local sv = g.sv[seat]
    sv.looks, sv.replaced = 0, 0
    sv.peeked = 0
    if g.opt.peek == "nearest2" then
      local rows, cols = g:grid(seat)
      for _, slot in ipairs(golf.near_row({ rows = rows, cols = cols })) do sv.peeked = sv.peeked | bit(slot) end
    end
  end
  local ante = g.opt.pot
  if ante ~= "off" and g.v.pot == 0 then
    for seat = 1, g:nseats() do
      g.sv[seat].chips = g.sv[seat].chips - ante
      g:pay(seat, 0, ante, "ante")                  -- told at the hole's end
    end
    g.v.pot = ante * g:nseats()
  end
  deal(g)
  if open_hand(g) then
    for seat = 1, g:nseats() do show_hand(g, seat) end
  end
end

-- The pot stops doubling at a million chips: the variables are 32-bit, and a
-- doubling pot would overflow them within some 30 beaten knocks (golf.md sets
-- no bound; pot_cap is the rule's own). Every balance then stays within
-- +-1000 holes x 1,000,000 chips.
local POT_MAX = 1000000

-- The knocker (G4-4): the seat that knocked (also in a round nobody
-- played: `cardwright score --caller` plays the knock). A call made
-- because a layout went all face up (face_up_replacements) is no knock.
local function knocker(g)
  return g.v.knocker
end

-- pot: a lowest knocker takes the pot (the next hole's setup refills it);
-- a knocker not lowest pays the pot's amount into it, at most pot_cap.
-- Ties for lowest follow knock_tie.
local function settle_pot(g, scores)
  local k = knocker(g)
  if g.opt.pot == "off" or k == 0 then return end
  local lowest = true
  for seat = 1, g:nseats() do
    if seat ~= k then
      local s = scores[seat]
      if s < scores[k] or (s == scores[k] and g.opt.knock_tie == "not_lowest") then lowest = false end
    end
  end
  local sv = g.sv[k]
  if lowest then
    sv.chips = sv.chips + g.v.pot
    g:pay(0, k, g.v.pot, "pot_won")
    g.v.pot = 0
  else
    local pay = g.v.pot
    if g.opt.pot_cap ~= "off" and pay > g.opt.pot_cap then pay = g.opt.pot_cap end
    pay = math.min(pay, POT_MAX - g.v.pot)          -- the engine's bound, see POT_MAX
    sv.chips = sv.chips - pay
    g:pay(k, 0, pay, "pot_beaten")
    g.v.pot = g.v.pot + pay
  end
end

-- G-9 scoring: every layout face up; the layout score plus paid_look's
-- price per look is the hole score; a knock (not a face_up_replacements
-- end) then adjusts the knocker's score and settles the pot.
local function score(g)
  for seat = 1, g:nseats() do golf.turn_up(g, seat) end
  local price = g.opt.paid_look == "off" and 0 or g.opt.paid_look
  local scores = {}
  for seat = 1, g:nseats() do
    scores[seat] = golf.layout_value(g, seat) + price * g.sv[seat].looks
    -- what the score adds besides the layout, and why
    if price > 0 and g.sv[seat].looks > 0 and g:telling() then g:tell(seat, "looks_paid") end
  end
  local adjusted = scores
  if knocker(g) ~= 0 then adjusted = golf.knock_adjust(g, scores) end
  for seat = 1, g:nseats() do g:set_score(seat, adjusted[seat]) end
  settle_pot(g, scores)
end

house.options = {
    knock_penalty = { default = "none", choices = { "none", "plus10", "double_plus5", "highest" },
                      doc = "a knocker not lowest: +10, x2 + 5, or the hole's highest score (G4 options)",
                      patch = unless("none", "score", "setup", "actions.knock") },
    knock_bonus = { default = "none", choices = { "none", "zero", "minus_players" },
                    doc = "a lowest knocker scores 0, or score minus players (doubled if not lowest) (G4 options)",
                    patch = unless("none", "score", "setup", "actions.knock") },
    knock_tie = { default = "lowest", choices = { "lowest", "not_lowest" },
                  doc = "a knocker tied for lowest counts as lowest, or as not lowest (G4 options: knock_tie)" },
    paid_look = { default = "off", choices = { "off" }, int = true, min = 1, max = 100,
                  doc = "look SLOT, as the turn or before drawing, shows one own face-down card; each look adds N to the hole score (G4 options: paid_look)",
                  patch = unless("off", "legal.draw", "score", "setup") },
    memory = { choices = { "aid", "strict", "open_hand" },
               doc = "known cards shown as [7H] (aid), only when seen (strict), or the owner knows all four own cards (open_hand) (G-7, G4 options: memory)",
               patch = function(v) return v == "open_hand" and { setup = true, ["actions.swap"] = true } or nil end },
    unseen_replace_once = { default = "off", choices = { "off", "on" },
                            doc = "the slots not peeked at the start may each be replaced only once (G4 options: unseen_replace_once)",
                            patch = unless("off", "setup", "legal.draw", "legal.place", "actions.swap") },
    face_up_replacements = { default = "off", choices = { "off", "on" },
                             doc = "a card put into the layout goes face up; a layout all face up gives the others one more turn (G4 options)",
                             patch = function(v, kit) if v == "on" then kit.swap_up, kit.all_up = true, "call" end end },
    expose_each_turn = { default = "off", choices = { "off", "on" },
                         doc = "face-up cards stay; a replacement goes face up; a stock discard forces flip SLOT; ends when all are up; no knock (G4 options)",
                         patch = unless("off", "legal.draw", "legal.place", "actions.swap", "actions.discard") },
    pot = { default = "off", choices = { "off" }, int = true, min = 1, max = 1000,
            doc = "chips: N each into a pot; a lowest knocker takes it, a beaten one doubles it; chips in variables pot and chips (G4 options: pot)",
            patch = unless("off", "score", "setup", "actions.knock") },
    pot_cap = { default = "off", choices = { "off" }, int = true, min = 1, max = 100000, needs = "pot",
                doc = "the most chips a beaten knocker pays into the pot at once (G4 options: pot)" },
}
house.unless = unless

-- The given option declarations with the house rules' added.
function house.with_options(t)
  for name, o in pairs(house.options) do
    if t[name] == nil then t[name] = o end
  end
  return t
end

house.phases = { "peek", "draw", "place", "looked", "flip" }
house.actions = play_actions
house.legal = play_legal
house.vars = { knocker = 0, pot = 0 }
house.chips = { pot = "pot",                -- the table shows the ante pot, and tells its chips
  reasons = { ante = "the ante into the pot (G4 options: pot)",
              pot_won = "the lowest knocker takes the pot (G4 options: pot)",
              pot_beaten = "a beaten knocker pays the pot's amount into it (G4 options: pot, pot_cap)" } }
house.seat_vars = { looks = 0, replaced = 0, peeked = 0, chips = 0 }
-- what the scoring tells besides the layout's value
house.tells = { looks_paid = "its paid looks add their price to the hole score (G4 options: paid_look)" }
house.setup = setup
house.score = score

return house
