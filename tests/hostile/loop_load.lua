-- Loops forever while being loaded.
while true do end
